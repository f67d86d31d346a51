import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import {
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  JWT_KEY,
  hasLifetime,
  type AccessTokenClaims,
  type AuthenticatedUser,
} from './auth-tokens';
import { SessionsService } from './sessions.service';

/**
 * Bearer access tokens: signature, algorithm (pinned), issuer, audience and expiry are checked by
 * passport-jwt; a token without `exp` or `iat` is refused (passport-jwt checks `exp` only when
 * present); then the session must still be live, so signing out ends its tokens at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_KEY) key: string,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: key,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser | false> {
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || !hasLifetime(claims)) return false;
    return (await this.sessions.authenticate(claims)) ?? false;
  }
}
