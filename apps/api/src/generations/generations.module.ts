import { Module } from '@nestjs/common';
import { GenerationsController } from './generations.controller';
import { GenerationsService } from './generations.service';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { RealtimeService } from '../realtime/realtime.service';
import { QueuesService } from '../infra/queues.service';

@Module({
  controllers: [GenerationsController],
  providers: [GenerationsService, RealtimeGateway, RealtimeService, QueuesService],
})
export class GenerationsModule {}
