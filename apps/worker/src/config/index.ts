export { ConfigModule } from './config.module';
export { WORKER_CONFIG, WORKER_LOGGER, workerConfigFromEnv, type WorkerConfig } from './worker-config';
