import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { CreditsModule } from '../credits';
import { PromoCodesModule } from '../promo-codes';
import { RateLimitModule } from '../rate-limit';
import { RealtimeModule } from '../realtime';
import { SettingsModule } from '../settings';
import { UsersModule } from '../users';
import { AdminAlertsController } from './admin-alerts.controller';
import { AdminAuthController } from './admin-auth.controller';
import { AdminConfigController } from './admin-config.controller';
import { AdminConfigService } from './admin-config.service';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminModelController } from './admin-model.controller';
import { AdminModelService } from './admin-model.service';
import { AdminPlansController } from './admin-plans.controller';
import { AdminPromoCodesController } from './admin-promo-codes.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AlertsRelay } from './alerts-relay';

/**
 * /api/admin, the operator panel: every route but login, refresh, sign-out and the login hint
 * requires an admin session, and every change an administrator makes is recorded in the audit log.
 */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    AlertsModule,
    AuditModule,
    CreditsModule,
    PromoCodesModule,
    RateLimitModule,
    RealtimeModule,
    SettingsModule,
  ],
  controllers: [
    AdminAuthController,
    AdminDashboardController,
    AdminUsersController,
    AdminPlansController,
    AdminAlertsController,
    AdminPromoCodesController,
    AdminModelController,
    AdminConfigController,
  ],
  providers: [AdminUsersService, AdminModelService, AdminConfigService, AlertsRelay],
})
export class AdminModule {}
