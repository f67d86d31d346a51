import { Module } from '@nestjs/common';
import { SocketEmitterService } from './socket-emitter.service';

/** Emits to browsers from the worker, through Redis to whichever api instance holds the socket. */
@Module({ providers: [SocketEmitterService], exports: [SocketEmitterService] })
export class RealtimeModule {}
