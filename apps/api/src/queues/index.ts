export { QueuesModule } from './queues.module';
export { QueuesService } from './queues.service';
