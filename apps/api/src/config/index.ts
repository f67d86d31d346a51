export { API_CONFIG, apiConfigFromEnv, type ApiConfig } from './api-config';
export { ROOT_LOGGER } from './tokens';
export { ConfigModule } from './config.module';
