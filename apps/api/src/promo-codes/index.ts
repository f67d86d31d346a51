export { PromoCodesModule } from './promo-codes.module';
export { PromoCodesService } from './promo-codes.service';
