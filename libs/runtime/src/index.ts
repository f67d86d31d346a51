export { createLogger, PinoNestLogger } from './logger';
export { createRedis, attachRedisLogging, pingRedis, closeRedis, type RedisRole } from './redis';
export { isUnavailableError, serviceUnavailable, toAppError, type UnavailableDependency } from './unavailable';
export { GenerationStreamStore, type StreamPublication } from './generation-stream-store';
export { connectToLauncher } from './launcher';
export { SecretBox, SecretUnreadableError, resolveEncryptionKey } from './secret-box';
export { redactSecrets } from './redact';
export {
  ThreadPool,
  ThreadPoolBusyError,
  ThreadPoolClosedError,
  ThreadTaskError,
  ThreadTaskTimeoutError,
  type ThreadPoolOptions,
} from './thread-pool/thread-pool';
