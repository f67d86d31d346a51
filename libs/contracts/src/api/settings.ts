import { z } from 'zod';
import { SettingsCopy } from '../settings-copy';

/** A whole number setting's bounds (inclusive). */
interface NumberSetting {
  type: 'number';
  default: number;
  description: string;
  min: number;
  max: number;
}
interface BooleanSetting {
  type: 'boolean';
  default: boolean;
  description: string;
}
/** A text setting's longest value, in characters. */
interface StringSetting {
  type: 'string';
  default: string;
  description: string;
  maxLength: number;
}
type SettingDefinition = NumberSetting | BooleanSetting | StringSetting;

/**
 * The operator's settings (System Configuration): each key with its type, range, default and
 * meaning. Numbers are whole numbers within [min, max] (each counts something: credits, projects,
 * megabytes), so a value can never overflow the column or the code that reads it; text has a
 * longest length. A key without a stored value has its default; every key takes effect where it
 * is read.
 */
export const SYSTEM_SETTINGS = {
  max_projects_per_user: {
    type: 'number',
    default: 5,
    // 0 means no limit (see the projects module).
    min: 0,
    max: 10_000,
    description:
      'Active projects (saved conversations) a user may have: at the limit a new one is refused until the user archives or deletes one; nothing is ever removed (0: no limit)',
  },
  default_credits_new_user: {
    type: 'number',
    default: 10,
    min: 0,
    max: 1_000_000,
    description: 'Credits a new account starts with',
  },
  maintenance_mode: {
    type: 'boolean',
    default: false,
    description: 'Answer every non-admin request with the maintenance message',
  },
  maintenance_message: {
    type: 'string',
    default: 'System is under maintenance. Please check back later.',
    maxLength: 500,
    description: 'What users read while maintenance mode is on',
  },
  registration_enabled: { type: 'boolean', default: true, description: 'New accounts may sign up' },
  github_integration_enabled: {
    type: 'boolean',
    default: true,
    description: 'Users may connect GitHub and push generated code',
  },
  support_email: {
    type: 'string',
    default: 'support@infragen.local',
    // The longest address SMTP carries (RFC 5321's path limit).
    maxLength: 254,
    description: 'Where users write for help',
  },
  max_file_upload_size: {
    type: 'number',
    default: 10,
    // 0: no uploads (and what an empty field means).
    min: 0,
    max: 1_024,
    description: 'Largest upload, in MB',
  },
  credits_spending_enabled: {
    type: 'boolean',
    default: true,
    description:
      'Each language-model generation of a signed-in user spends one credit; the built-in generator never does (off: generations are free)',
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SYSTEM_SETTINGS;
type ValueOf<K extends SettingKey> = (typeof SYSTEM_SETTINGS)[K]['type'] extends 'number'
  ? number
  : (typeof SYSTEM_SETTINGS)[K]['type'] extends 'boolean'
    ? boolean
    : string;
/** Every setting with its value in force. */
export type SystemSettings = { [K in SettingKey]: ValueOf<K> };

export const SETTING_KEYS = Object.keys(SYSTEM_SETTINGS) as SettingKey[];

/** The defaults, as the settings in force when nothing was stored. */
export function defaultSettings(): SystemSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, SYSTEM_SETTINGS[key].default])) as SystemSettings;
}

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

/** The form's rule for a number field: what is empty or does not parse counts as 0. */
function numberOf(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number.parseFloat(String(raw));
  return Number.isFinite(n) ? n : 0;
}

/**
 * A stored value as its key's type: numbers parsed (0 when they do not parse) and brought within
 * the key's range (a value stored before ranges were checked cannot break what reads it),
 * booleans coerced ("true", "1", "yes", "on" and true are on), text cut at its longest length.
 */
export function settingValue<K extends SettingKey>(key: K, raw: unknown): ValueOf<K> {
  const setting: SettingDefinition = SYSTEM_SETTINGS[key];
  if (setting.type === 'number') {
    const n = Math.trunc(numberOf(raw));
    return Math.min(setting.max, Math.max(setting.min, n)) as ValueOf<K>;
  }
  if (setting.type === 'boolean') {
    const on = raw === true || BOOLEAN_WORDS[String(raw).trim().toLowerCase()] === true;
    return on as ValueOf<K>;
  }
  return String(raw ?? '').slice(0, setting.maxLength) as ValueOf<K>;
}

/**
 * Why `raw` cannot be stored for `key`, in the catalogue's words naming the setting and its
 * range, or null when it can (then `settingValue` gives what is stored). Numbers follow the form's
 * rule (empty or unreadable counts as 0), then must be whole and within range; a yes/no takes
 * true or false (or their words: yes/no, on/off, 1/0); text must be text within its length.
 */
export function settingProblem(key: SettingKey, raw: unknown): string | null {
  const setting: SettingDefinition = SYSTEM_SETTINGS[key];
  if (setting.type === 'number') {
    const n = numberOf(raw);
    return Number.isInteger(n) && n >= setting.min && n <= setting.max
      ? null
      : SettingsCopy.numberOutOfRange(key, setting.min, setting.max);
  }
  if (setting.type === 'boolean') {
    const known = typeof raw === 'boolean' || (typeof raw === 'string' && raw.trim().toLowerCase() in BOOLEAN_WORDS);
    return known || raw === 0 || raw === 1 ? null : SettingsCopy.notBoolean(key);
  }
  return typeof raw === 'string' && raw.length <= setting.maxLength
    ? null
    : SettingsCopy.textTooLong(key, setting.maxLength);
}

/** The range of a setting as the System Configuration form shows it beside the field, or null. */
export function settingRangeHint(key: SettingKey): string | null {
  const setting: SettingDefinition = SYSTEM_SETTINGS[key];
  if (setting.type === 'number') return SettingsCopy.numberHint(setting.min, setting.max);
  if (setting.type === 'string') return SettingsCopy.textHint(setting.maxLength);
  return null;
}

export const SettingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]);
