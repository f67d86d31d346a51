export { RateLimitModule } from './rate-limit.module';
export { RateLimitService } from './rate-limit.service';
