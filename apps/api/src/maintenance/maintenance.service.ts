import { Injectable } from '@nestjs/common';
import { AppError, type SiteStatus } from '@infragen/contracts';
import { SettingsService } from '../settings';

/**
 * Maintenance mode: while the operator has it on, every api call and new live connection of
 * anyone but an administrator (signed in through /admin/login) is answered 503 with the
 * operator's message, so administrators can still work and turn it off.
 */
@Injectable()
export class MaintenanceService {
  constructor(private readonly settings: SettingsService) {}

  /** The refusal for a caller, or null when it may go on. */
  async refusal(adminSession: boolean): Promise<AppError | null> {
    if (adminSession) return null;
    const settings = await this.settings.current();
    return settings.maintenance_mode ? new AppError('MAINTENANCE_MODE', settings.maintenance_message) : null;
  }

  /** What every page shows of the operator's settings. */
  async status(): Promise<SiteStatus> {
    const s = await this.settings.current();
    return {
      maintenanceMode: s.maintenance_mode,
      maintenanceMessage: s.maintenance_message,
      registrationEnabled: s.registration_enabled,
      supportEmail: s.support_email,
    };
  }
}
