import { z } from 'zod';
import { Messages } from '../messages';

/** The six roles a user picks on /profile. */
export const PROFILE_ROLES = [
  'Devops Engineer',
  'SRE',
  'Infrastructure Engineer',
  'Cloud Engineer',
  'Lead Engineer',
  'Cloud Specialist',
] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Body of `PUT /api/profile`, with the catalogue's field messages. Field names are snake_case, as the profile client reads them. */
export const ProfileInputSchema = z.strictObject({
  full_name: z.string({ error: Messages.profile.nameRequired }).trim().min(1, Messages.profile.nameRequired).max(200),
  business_email: z
    .string({ error: Messages.profile.validEmailRequired })
    .trim()
    .max(254, Messages.profile.validEmailRequired)
    .pipe(z.email({ error: Messages.profile.validEmailRequired })),
  role: z.enum(PROFILE_ROLES, { error: Messages.profile.roleRequired }),
  organization: optionalText(200),
  linkedin_profile: z
    .string()
    .trim()
    .max(500, Messages.profile.mustBeValidUrl)
    .refine((v) => v === '' || isHttpUrl(v), Messages.profile.mustBeValidUrl)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

const ProfileSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  business_email: z.string(),
  role: z.enum(PROFILE_ROLES),
  organization: z.string().nullable(),
  linkedin_profile: z.string().nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `GET /api/profile`: null until the user first saves the form. */
export const ProfileResponseSchema = z.object({ profile: ProfileSchema.nullable() });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
