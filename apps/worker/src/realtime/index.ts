export { RealtimeModule } from './realtime.module';
export { SocketEmitterService } from './socket-emitter.service';
