import type { EntityManager } from '@mikro-orm/postgresql';
import { SystemConfiguration } from '../entities';

export interface StoredSetting {
  key: string;
  value: unknown;
  description: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/** The operator's settings as stored: only keys changed from their defaults have a row. */
export class SystemSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async all(): Promise<StoredSetting[]> {
    const rows = await this.em.fork().find(SystemConfiguration, {}, { orderBy: { configKey: 'asc' } });
    return rows.map((row) => ({
      key: row.configKey,
      value: row.configValue,
      description: row.description,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    }));
  }

  /** Stores a key's value (creating or replacing its row), recording who changed it. */
  async save(key: string, value: unknown, description: string | null, updatedBy: string | null): Promise<void> {
    await this.em.getConnection().execute(
      `insert into system_configurations (config_key, config_value, description, updated_by, updated_at)
       values (?, ?::jsonb, ?, ?, now())
       on conflict (config_key) do update set config_value = excluded.config_value,
         description = excluded.description, updated_by = excluded.updated_by, updated_at = now()`,
      [key, JSON.stringify(value), description, updatedBy],
    );
  }
}
