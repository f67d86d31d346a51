import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Messages } from '@infragen/contracts';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from '@fastify/helmet';
import type { Logger } from 'pino';
import { PinoNestLogger } from '@infragen/runtime';
import type { ApiConfig } from './config/api-config';
import { AppModule } from './app.module';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { setupOpenApi } from './openapi';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

function corsOrigins(config: ApiConfig): string[] | false {
  const list = (config.env.WEB_ORIGIN ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : false;
}

/**
 * Builds the api exactly as production runs it (tests call this too): Fastify with JSON logs and
 * request ids, helmet, CORS for the web origin, validation and error shape, OpenAPI, the built web
 * app, and Socket.IO fanned out through Redis.
 */
export async function createApiApp(config: ApiConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: config.env.BODY_LIMIT_BYTES,
    // Honour a caller's request id (a proxy's) when it is sane, else make one.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Only named proxies may set the client address: anyone else could dodge per-IP limits.
    trustProxy: config.env.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // Our own JSON parser is registered below; Nest's would replace it at init.
    bodyParser: false,
    // Throw start-up errors to the caller (main logs them) instead of exiting from inside Nest.
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // JSON bodies are parsed here so a malformed one gets the catalogue's message (Nest would
  // otherwise pass Fastify's own wording through). The size limit is enforced before parsing.
  // JSON is the only body the api accepts: anything else is answered 415.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new BadRequestException(Messages.http.invalidJson), undefined);
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });
  const origins = corsOrigins(config);
  if (origins) app.enableCors({ origin: origins, credentials: true });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  setupOpenApi(app);
  if (config.webDistDir) {
    app.useStaticAssets({ root: config.webDistDir, prefix: '/', wildcard: false, index: false });
  }
  const io = new RedisIoAdapter(app, {
    redisUrl: config.env.REDIS_URL,
    key: `${config.redisPrefix}:socket.io`,
    corsOrigins: origins,
    logger,
  });
  app.useWebSocketAdapter(io);
  return app;
}
