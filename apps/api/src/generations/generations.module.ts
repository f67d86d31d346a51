import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CreditsModule } from '../credits';
import { ProjectsModule } from '../projects';
import { QueuesModule } from '../queues';
import { RateLimitModule } from '../rate-limit';
import { RealtimeModule } from '../realtime';
import { GenerationsController } from './generations.controller';
import { GenerationsGateway } from './generations.gateway';
import { GenerationsService } from './generations.service';

/** Generation requests over HTTP and Socket.IO: create, follow, stop. */
@Module({
  imports: [AuthModule, QueuesModule, RateLimitModule, RealtimeModule, CreditsModule, ProjectsModule],
  controllers: [GenerationsController],
  providers: [GenerationsService, GenerationsGateway],
})
export class GenerationsModule {}
