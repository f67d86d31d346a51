import { z } from 'zod';
import { SettingKeySchema } from './settings';

/** One setting as System Configuration shows it: its value in force, default, and last change. */
export const ConfigEntrySchema = z.object({
  config_key: SettingKeySchema,
  config_value: z.union([z.string(), z.number(), z.boolean()]),
  default_value: z.union([z.string(), z.number(), z.boolean()]),
  type: z.enum(['number', 'boolean', 'string']),
  description: z.string(),
  updated_by: z.uuid().nullable(),
  updated_by_email: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ConfigEntry = z.infer<typeof ConfigEntrySchema>;

/**
 * `PUT /api/admin/config/:key`: the new value, parsed to the key's type (numbers parsed, 0 when
 * they do not parse; booleans coerced). Text is at most 2,000 characters here; each key's own type
 * and range (`SYSTEM_SETTINGS`) are checked by the server on write (`settingProblem`).
 */
export const UpdateConfigSchema = z.strictObject({
  value: z.union([z.string().max(2000), z.number(), z.boolean()]),
});

export const ConfigKeyParamsSchema = z.strictObject({ key: SettingKeySchema });
