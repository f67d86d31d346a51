import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { Logger } from 'pino';
import { closeRedis, createRedis } from '@infragen/runtime';

export interface RedisIoAdapterOptions {
  redisUrl: string;
  /** Channel prefix shared with the worker's emitter. */
  key: string;
  corsOrigins: string[] | false;
  logger: Logger;
}

/**
 * Socket.IO on the api's HTTP server, fanned out through Redis so every api instance and every
 * worker (through @socket.io/redis-emitter) can reach any browser.
 */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: RedisIoAdapterOptions,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const pub = createRedis(this.options.redisUrl, 'blocking', 'api-socket-pub', this.options.logger);
    const sub = createRedis(this.options.redisUrl, 'blocking', 'api-socket-sub', this.options.logger);
    this.clients = [pub, sub];
    const server: Server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      serveClient: false,
      cors: this.options.corsOrigins ? { origin: this.options.corsOrigins, credentials: true } : undefined,
    });
    server.adapter(createAdapter(pub, sub, { key: this.options.key }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    // The adapter's close() sends its unsubscribes without awaiting them; closeRedis lets their
    // replies arrive instead of failing them (which surfaced as unhandled rejections at shutdown).
    await super.close(server);
    await Promise.all(this.clients.map((client) => closeRedis(client)));
  }
}
