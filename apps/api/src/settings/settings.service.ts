import { Injectable } from '@nestjs/common';
import {
  AppError,
  defaultSettings,
  settingProblem,
  settingValue,
  SETTING_KEYS,
  SYSTEM_SETTINGS,
  type SettingKey,
  type SystemSettings,
} from '@infragen/contracts';
import { SystemSettingsRepository, type StoredSetting } from '@infragen/database';

/**
 * How long a read of the settings is reused. Several features read them on every request
 * (maintenance mode, registration). A change made on one api instance takes effect there at once,
 * and on the others as soon as SettingsBroadcast tells them; this is the longest it can take when
 * that word is lost (Redis away).
 */
const FRESH_FOR_MS = 2_000;

/** Told of a change this instance stored, with the settings in force after it. */
type ChangeListener = (key: SettingKey, settings: SystemSettings) => void;

/** The operator's settings in force: stored values over the defaults. */
@Injectable()
export class SettingsService {
  private cached: { settings: SystemSettings; readAt: number } | null = null;
  private reading: Promise<SystemSettings> | null = null;
  /**
   * Counts the changes stored (through this instance, or another as SettingsBroadcast tells). A read that began before a change may hold
   * the old values: it is neither reused nor kept, or a page loaded just after the operator turns
   * maintenance off would be told it is still on until the next reuse window.
   */
  private changes = 0;
  private readonly listeners = new Set<ChangeListener>();
  private readonly storedListeners = new Set<() => void>();

  /**
   * Listens for changes stored through this instance (other instances only forget their copy):
   * a module that must act at once, such as ending live connections when maintenance starts,
   * subscribes here so this module needs none of its own.
   */
  onChanged(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /**
   * Told after this instance stored any change (one setting, or Reset to Defaults), once it is in
   * the database: SettingsBroadcast tells the other instances from here.
   */
  onStored(listener: () => void): void {
    this.storedListeners.add(listener);
  }

  constructor(private readonly stored: SystemSettingsRepository) {}

  /** Another instance stored a change: this one's reused copy, and any read begun before, are out of date. */
  changedElsewhere(): void {
    this.forget();
  }

  /** Every setting with its value in force. */
  async current(): Promise<SystemSettings> {
    if (this.cached && performance.now() - this.cached.readAt < FRESH_FOR_MS) return this.cached.settings;
    // One read at a time: a burst of requests shares it.
    if (!this.reading) {
      const reading = this.read().finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  /**
   * Stores `value` for `key` (parsed to the key's type), recording who changed it. A value out of
   * the key's range or of the wrong type is refused (VALIDATION_FAILED, naming the key and its
   * range) before anything is stored.
   */
  async set(key: SettingKey, value: unknown, updatedBy: string | null): Promise<SystemSettings> {
    const problem = settingProblem(key, value);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { issues: [{ path: 'value', message: problem }] });
    await this.stored.save(key, settingValue(key, value), SYSTEM_SETTINGS[key].description, updatedBy);
    this.afterStoring();
    const settings = await this.current();
    for (const listener of this.listeners) listener(key, settings);
    return settings;
  }

  /**
   * Every setting with its value in force and its stored row (who changed it last, and when),
   * in key order, for the System Configuration page. Read fresh, not from the reused copy.
   */
  async entries(): Promise<{ key: SettingKey; value: SystemSettings[SettingKey]; stored: StoredSetting | null }[]> {
    const stored = new Map((await this.stored.all()).map((row) => [row.key, row]));
    return [...SETTING_KEYS].sort().map((key) => {
      const row = stored.get(key) ?? null;
      return { key, value: row ? settingValue(key, row.value) : SYSTEM_SETTINGS[key].default, stored: row };
    });
  }

  /** Stores every default again, one key after another, recording who reset them. */
  async reset(updatedBy: string | null): Promise<SystemSettings> {
    for (const key of SETTING_KEYS) {
      await this.stored.save(key, SYSTEM_SETTINGS[key].default, SYSTEM_SETTINGS[key].description, updatedBy);
    }
    this.afterStoring();
    return this.current();
  }

  /** After this instance stored a change: forgets what it read before, and says so. */
  private afterStoring(): void {
    this.forget();
    for (const listener of this.storedListeners) listener();
  }

  /** After a change: the reused copy and any read begun before it are out of date. */
  private forget(): void {
    this.changes++;
    this.cached = null;
    this.reading = null;
  }

  private async read(): Promise<SystemSettings> {
    const changesAtStart = this.changes;
    const settings = defaultSettings();
    const known = new Set<string>(SETTING_KEYS);
    for (const row of await this.stored.all()) {
      if (!known.has(row.key)) continue;
      const key = row.key as SettingKey;
      (settings as Record<SettingKey, unknown>)[key] = settingValue(key, row.value);
    }
    if (changesAtStart === this.changes) this.cached = { settings, readAt: performance.now() };
    return settings;
  }
}
