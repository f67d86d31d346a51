import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServerToClientEvents } from '@infragen/contracts';
import { closeRedis, createRedis } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config/worker-config';

/**
 * Emits to browsers from the worker, through Redis to whichever api instance holds the socket.
 * Every emit goes through `emitTo`, typed by the shared event map.
 */
@Injectable()
export class SocketEmitterService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, @Inject(WORKER_LOGGER) logger: Logger) {
    // Each delta is a stream append and a publish; pipelined, both (and those of other streams in
    // the same tick) leave in one socket write, in the order they were issued.
    this.redis = createRedis(config.env.REDIS_URL, 'blocking', 'worker-emitter', logger, { autoPipelining: true });
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.redisPrefix}:socket.io` });
  }

  emitTo<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.emitter.to(room).emit(event, ...args);
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
