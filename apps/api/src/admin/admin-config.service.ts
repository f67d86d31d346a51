import { Injectable } from '@nestjs/common';
import { AdminPanelCopy, SYSTEM_SETTINGS, type ConfigEntry, type SettingKey } from '@infragen/contracts';
import { UsersRepository } from '@infragen/database';
import type { AuthenticatedUser } from '../auth';
import { AuditService } from '../audit';
import { SettingsService } from '../settings';

/**
 * System Configuration: every setting with its value in force, its default and who changed it
 * last. A change is stored at once (numbers parsed, booleans coerced) and takes effect at once on
 * every api instance (SettingsService tells the others).
 */
@Injectable()
export class AdminConfigService {
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<ConfigEntry[]> {
    const entries = await this.settings.entries();
    const updaters = [...new Set(entries.map((e) => e.stored?.updatedBy).filter((id): id is string => !!id))];
    const emails = new Map(
      await Promise.all(updaters.map(async (id) => [id, (await this.users.findById(id))?.email ?? null] as const)),
    );
    return entries.map(({ key, value, stored }) => ({
      config_key: key,
      config_value: value,
      default_value: SYSTEM_SETTINGS[key].default,
      type: SYSTEM_SETTINGS[key].type,
      description: SYSTEM_SETTINGS[key].description,
      updated_by: stored?.updatedBy ?? null,
      updated_by_email: stored?.updatedBy ? (emails.get(stored.updatedBy) ?? null) : null,
      updated_at: stored ? stored.updatedAt.toISOString() : null,
    }));
  }

  async update(key: SettingKey, value: unknown, actor: AuthenticatedUser): Promise<ConfigEntry> {
    const settings = await this.settings.set(key, value, actor.id);
    await this.audit.record(actor, {
      action: 'config.update',
      summary: AdminPanelCopy.audit.configUpdated(key, JSON.stringify(settings[key])),
      targetType: 'config',
      targetId: key,
      details: { value: settings[key] },
    });
    return (await this.list()).find((entry) => entry.config_key === key)!;
  }

  async reset(actor: AuthenticatedUser): Promise<ConfigEntry[]> {
    await this.settings.reset(actor.id);
    await this.audit.record(actor, { action: 'config.reset', summary: AdminPanelCopy.audit.configReset });
    return this.list();
  }
}
