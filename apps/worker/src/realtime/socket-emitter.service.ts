import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServerToClientEvents } from '@infragen/contracts';
import { closeRedis, createRedis, type StreamPublication } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';

/**
 * Emits to browsers from the worker, through Redis to whichever api instance holds the socket.
 * Every emit goes through `emitTo`, typed by the shared event map.
 */
@Injectable()
export class SocketEmitterService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  /** The same emitter over a client that only notes what it would publish (see `encode`). */
  private readonly encoder: Emitter<ServerToClientEvents>;
  private encoded: StreamPublication | null = null;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, @Inject(WORKER_LOGGER) logger: Logger) {
    // Not auto-pipelined: a delta is one command (the stream store's script stores and publishes it),
    // and deltas of different streams leave from different ticks, so each pipeline held one command
    // and only added its bookkeeping (about 6 us of CPU a command, 20-30 %; bench/RESULTS.md,
    // issue 28, H4-relay). Commands still leave in the order they were issued.
    this.redis = createRedis(config.env.REDIS_URL, 'blocking', 'worker-emitter', logger);
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.redisPrefix}:socket.io` });
    const noting = { publish: (channel: string, message: string | Buffer) => (this.encoded = { channel, message }) };
    this.encoder = new Emitter<ServerToClientEvents>(noting as unknown as Redis, {
      key: `${config.redisPrefix}:socket.io`,
    });
  }

  emitTo<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    this.emitter.to(room).emit(event, ...args);
  }

  /**
   * The channel and message `emitTo` would publish, for a caller that publishes it itself (the
   * delta path sends it inside its stream-store command). The emitter encodes synchronously, so
   * the noted publication is the one of this call.
   */
  encode<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): StreamPublication {
    this.encoded = null;
    this.encoder.to(room).emit(event, ...args);
    const publication = this.encoded as StreamPublication | null;
    if (!publication) throw new Error('the Socket.IO emitter published nothing');
    return publication;
  }

  /** The same connection serves the stream store (plain commands, queued while Redis is away). */
  get connection(): Redis {
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    // Deltas and the final event published just before shutdown still reach Redis.
    await closeRedis(this.redis);
  }
}
