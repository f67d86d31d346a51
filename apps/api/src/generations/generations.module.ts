import { Module } from '@nestjs/common';
import { GenerationsController } from './generations.controller';
import { GenerationsService } from './generations.service';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { RealtimeService } from '../realtime/realtime.service';
import { QueuesService } from '../infra/queues.service';
import { ConversationsController } from '../conversations/conversations.controller';
import { ConversationsService } from '../conversations/conversations.service';

@Module({
  controllers: [GenerationsController, ConversationsController],
  providers: [GenerationsService, ConversationsService, RealtimeGateway, RealtimeService, QueuesService],
})
export class GenerationsModule {}
