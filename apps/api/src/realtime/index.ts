export { RealtimeModule } from './realtime.module';
export { RealtimeService } from './realtime.service';
export { RedisIoAdapter } from './redis-io.adapter';
export { answer, generationIdOf } from './socket-answer';
export type { TypedSocket } from './typed-socket';
