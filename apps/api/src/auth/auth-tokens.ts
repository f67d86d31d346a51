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
