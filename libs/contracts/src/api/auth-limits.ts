/**
 * Account limits and roles without any schema: the web app reads these on every page, so they
 * live apart from the zod schemas of ./auth.ts, which only the server and some forms need.
 */
/** Account roles: `admin` may use /admin and every /api/admin route. Never renamed (stored). */
export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** A user session (/auth) and an admin session (/admin/login) are separate, with their own cookies. */
export const SESSION_KINDS = ['user', 'admin'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** The web client checks the session every 30 s and refreshes when 90 s or less remain (docs/product-rules.md). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 90_000;
