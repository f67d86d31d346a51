import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  hasLifetime,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type AccessTokenClaims,
  type AuthenticatedUser,
} from './auth-tokens';
import { SessionsService } from './sessions.service';

/**
 * Checks the access token of a Socket.IO handshake. `claims` is synchronous (signature, pinned
 * algorithm, issuer, audience, expiry, which must be there) so the socket's identity is set before its first event;
 * `current` then confirms the session was not signed out and reads who it is now.
 */
@Injectable()
export class SocketAuthenticator {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {}

  /** The token's claims, or null when it is not a valid, current access token. */
  claims(token: unknown): AccessTokenClaims | null {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    try {
      const claims = this.jwt.verify<AccessTokenClaims & object>(token, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      return typeof claims.sub === 'string' && typeof claims.sid === 'string' && hasLifetime(claims) ? claims : null;
    } catch {
      return null;
    }
  }

  /**
   * The user behind a live session as the database has it now (its role may have changed since
   * the token was issued), or null; throws when the database cannot tell.
   */
  current(claims: AccessTokenClaims): Promise<AuthenticatedUser | null> {
    return this.sessions.authenticate(claims);
  }
}
