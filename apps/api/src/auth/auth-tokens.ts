import type { AccountRole, SessionKind } from '@infragen/contracts';

/** Injection token of the access-token signing key (see jwt-secret.ts). */
export const JWT_KEY = Symbol('JWT_KEY');

/** Pinned: a token naming any other algorithm (`none`, RS256 with our key as "public key") is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'infragen';
export const JWT_AUDIENCE = 'infragen-api';

/** What an access token says. `sid` names the session, so revoking the session ends the token. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  kind: SessionKind;
  role: AccountRole;
  /** When the token stops being accepted (seconds since the epoch), set by the signer. */
  exp?: number;
  /** When the token was issued (seconds since the epoch), set by the signer. */
  iat?: number;
}

/**
 * Whether verified claims carry both `exp` and `iat`, as every token this server signs does. The
 * JWT libraries check `exp` only when it is present, so a token signed without one (a leaked key's
 * forgery, a test fixture, another service's token under a shared key) would never expire.
 */
export function hasLifetime(claims: { exp?: unknown; iat?: unknown }): boolean {
  return (
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number' &&
    Number.isFinite(claims.exp) &&
    Number.isFinite(claims.iat) &&
    claims.exp > claims.iat
  );
}

/** `request.user` of an authenticated request, and `socket.data` of an authenticated socket. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  fullName: string;
  role: AccountRole;
  sessionId: string;
  sessionKind: SessionKind;
}
