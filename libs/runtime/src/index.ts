export { createLogger, PinoNestLogger } from './logger';
export { createRedis, attachRedisLogging, pingRedis, closeRedis, type RedisRole } from './redis';
export { isUnavailableError, type UnavailableDependency } from './unavailable';
export { GenerationStreamStore, type StreamPublication } from './generation-stream-store';
