import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { PinoNestLogger } from '@infragen/runtime';
import type { ApiConfig } from './config';
import { AppModule } from './app.module';
import { RedisIoAdapter } from './realtime';
import { clientErrorAnswer, rewriteMalformedUrl } from './errors';
import { setupOpenApi } from './openapi';
import { acceptJsonBodies } from './json-body';
import { refuseUnstorableParameters } from './request-text';
import { refuseCrossSiteCookieRequests } from './cross-site';
import { useSecurityHeaders } from './security-headers';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

function corsOrigins(config: ApiConfig): string[] | false {
  const list = (config.env.WEB_ORIGIN ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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
    // A request must arrive whole within this time (Node answers 408), so a client trickling its
    // headers or body cannot hold a connection, and its memory, for as long as it likes. Node
    // checks for overdue requests on an interval: a quarter of the limit keeps the answer close.
    requestTimeout: config.env.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.env.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(60_000, config.env.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.env.REQUEST_TIMEOUT_MS / 4)),
    },
    // Honour a caller's request id (a proxy's) when it is sane, else make one.
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Only named proxies may set the client address: anyone else could dodge per-IP limits.
    trustProxy: config.env.TRUST_PROXY,
    return503OnClosing: true,
    rewriteUrl: rewriteMalformedUrl,
    clientErrorHandler: clientErrorAnswer(config.env.REQUEST_TIMEOUT_MS),
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
  acceptJsonBodies(fastify);
  refuseUnstorableParameters(fastify);
  refuseCrossSiteCookieRequests(fastify, config);
  await useSecurityHeaders(app, config);
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
