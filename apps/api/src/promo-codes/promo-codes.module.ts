import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit';
import { PromoCodesService } from './promo-codes.service';

/** Promo codes: administered in the operator panel, redeemed by users on their profile page. */
@Module({ imports: [RateLimitModule], providers: [PromoCodesService], exports: [PromoCodesService] })
export class PromoCodesModule {}
