import { z } from 'zod';

/**
 * The operator's settings (System Configuration): each key with its type, default and meaning.
 * A key without a stored value has its default; every key takes effect where it is read.
 */
export const SYSTEM_SETTINGS = {
  max_projects_per_user: {
    type: 'number',
    default: 5,
    description:
      'Active projects (saved conversations) a user may have: at the limit a new one is refused until the user archives or deletes one; nothing is ever removed (0: no limit)',
  },
  default_credits_new_user: {
    type: 'number',
    default: 10,
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
    description: 'What users read while maintenance mode is on',
  },
  registration_enabled: { type: 'boolean', default: true, description: 'New accounts may sign up' },
  github_integration_enabled: {
    type: 'boolean',
    default: true,
    description: 'Users may connect GitHub and push generated code',
  },
  support_email: { type: 'string', default: 'support@infragen.local', description: 'Where users write for help' },
  max_file_upload_size: { type: 'number', default: 10, description: 'Largest upload, in MB' },
  credits_spending_enabled: {
    type: 'boolean',
    default: true,
    description:
      'Each language-model generation of a signed-in user spends one credit; the built-in generator never does (off: generations are free)',
  },
} as const satisfies Record<string, { type: 'number' | 'boolean' | 'string'; default: unknown; description: string }>;

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

/**
 * A stored value as its key's type: numbers parsed (0 when they do not parse), booleans coerced
 * ("true", "1", "yes", "on" and true are on), strings as they are. Unknown keys are refused.
 */
export function settingValue<K extends SettingKey>(key: K, raw: unknown): ValueOf<K> {
  const type = SYSTEM_SETTINGS[key].type;
  if (type === 'number') {
    const n = typeof raw === 'number' ? raw : Number.parseFloat(String(raw));
    return (Number.isFinite(n) ? n : 0) as ValueOf<K>;
  }
  if (type === 'boolean') {
    const on = raw === true || ['true', '1', 'yes', 'on'].includes(String(raw).trim().toLowerCase());
    return on as ValueOf<K>;
  }
  return String(raw ?? '') as ValueOf<K>;
}

export const SettingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]);
