import { z } from 'zod';
import { Messages } from '../messages';
import {
  ACCOUNT_ROLES,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-limits';

export * from './auth-limits';

/** Trimmed and lower-cased: the one form in which emails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const email = z
  .string({ error: Messages.auth.emailRequired })
  .trim()
  .min(1, Messages.auth.emailRequired)
  .max(EMAIL_MAX_LENGTH, Messages.auth.emailInvalid)
  .pipe(z.email({ error: Messages.auth.emailInvalid }))
  .transform(normalizeEmail);

/** Sign-in only checks presence: the rules apply when a password is chosen, not when it is typed. */
const anyPassword = z
  .string({ error: Messages.auth.passwordRequired })
  .min(1, Messages.auth.passwordRequired)
  .max(1024, Messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH));

/** Length rules of a new password; the common-password rule is the server's (it holds the list). */
export const NewPasswordSchema = z
  .string({ error: Messages.auth.passwordRequired })
  // abort: an empty password is "required", not also "too short".
  .min(1, { error: Messages.auth.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, Messages.auth.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, Messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH));

/** Body of `POST /api/auth/signup`. */
export const SignUpRequestSchema = z.strictObject({
  fullName: z
    .string({ error: Messages.auth.fullNameRequired })
    .trim()
    .min(1, Messages.auth.fullNameRequired)
    .max(FULL_NAME_MAX_LENGTH, Messages.auth.fullNameTooLong(FULL_NAME_MAX_LENGTH)),
  email,
  password: NewPasswordSchema,
  acceptTerms: z.literal(true, { error: Messages.auth.termsNotAccepted }),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** Body of `POST /api/auth/signin` and `POST /api/admin/auth/login`. */
export const SignInRequestSchema = z.strictObject({ email, password: anyPassword });
export type SignInRequest = z.input<typeof SignInRequestSchema>;

const AuthUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** The access token: sent back as `Authorization: Bearer`; the refresh token stays in its cookie. */
const AccessSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** ISO time at which the access token stops being accepted. */
  expiresAt: z.string(),
  expiresIn: z.number().int(),
});
export type AccessSession = z.infer<typeof AccessSessionSchema>;

/** Answer of sign-in and refresh. */
export const SignInResponseSchema = z.object({ user: AuthUserSchema, session: AccessSessionSchema });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** Answer of sign-up: signed in at once when no email verification is needed. */
export const SignUpResponseSchema = z.object({
  /** The new account once signed in; null while the email must be verified first (nothing told). */
  user: AuthUserSchema.nullable(),
  emailVerificationRequired: z.boolean(),
  session: AccessSessionSchema.nullable(),
});
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const MeResponseSchema = z.object({ user: AuthUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const VerifyEmailQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });

/** The admin panel's user: id, full_name, email, role (snake_case, as its client reads it). */
const AdminUserSchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string(), role: z.string() });
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Answer of `POST /api/admin/auth/login` and `/refresh`, in the admin client's shape (user, session.access_token). */
export const AdminLoginResponseSchema = z.object({
  user: AdminUserSchema,
  session: z.object({ access_token: z.string(), expires_at: z.string(), expires_in: z.number().int() }),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const AdminVerifyResponseSchema = z.object({ user: AdminUserSchema });

/** `GET /api/admin/auth/hint`: the demo administrator's email when the product runs unconfigured. */
export const AdminLoginHintSchema = z.object({ email: z.string().nullable() });
export type AdminLoginHint = z.infer<typeof AdminLoginHintSchema>;
