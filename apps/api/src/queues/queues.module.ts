import { Module } from '@nestjs/common';
import { QueuesService } from './queues.service';

/** The BullMQ producers; import this module to enqueue a job (generations, GitHub pushes). */
@Module({ providers: [QueuesService], exports: [QueuesService] })
export class QueuesModule {}
