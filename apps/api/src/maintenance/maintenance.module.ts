import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SettingsModule } from '../settings';
import { MaintenanceInterceptor } from './maintenance.interceptor';
import { MaintenanceService } from './maintenance.service';
import { StatusController } from './status.controller';

/**
 * Maintenance mode for every HTTP route (a global interceptor) and, through MaintenanceService,
 * for new live connections; and the public status every page reads.
 */
@Module({
  imports: [SettingsModule],
  controllers: [StatusController],
  providers: [MaintenanceService, { provide: APP_INTERCEPTOR, useClass: MaintenanceInterceptor }],
  exports: [MaintenanceService],
})
export class MaintenanceModule {}
