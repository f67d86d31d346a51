import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { Logger } from 'pino';
import { AlertsModule } from '../alerts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { CreditsModule } from '../credits';
import { MailModule } from '../mail';
import { RateLimitModule } from '../rate-limit';
import { SettingsModule } from '../settings';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthRateLimits } from './auth-rate-limits';
import { AnonymousSessions } from './anonymous-sessions';
import { AuthenticationGuard } from './authentication.guard';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, JWT_KEY } from './auth-tokens';
import { resolveJwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { SessionEndings } from './session-endings';
import { SessionsService } from './sessions.service';
import { SocketAuthenticator } from './socket-authenticator';

/**
 * Accounts' sessions: sign-up, sign-in, refresh, sign-out, the access tokens, and who is calling.
 * Its guard runs on every HTTP request; other modules import this one for the services that
 * start and check sessions (the admin sign-in, the realtime handshake).
 */
@Module({
  imports: [PassportModule, MailModule, RateLimitModule, UsersModule, SettingsModule, CreditsModule, AlertsModule],
  controllers: [AuthController],
  providers: [
    {
      provide: JWT_KEY,
      inject: [API_CONFIG, ROOT_LOGGER],
      useFactory: (config: ApiConfig, logger: Logger) => {
        const { secret, source } = resolveJwtSecret(config.env);
        if (source === 'generated')
          logger.warn('JWT_SECRET is not set: generated one and stored it under DATA_DIR/secrets');
        return secret;
      },
    },
    {
      provide: JwtService,
      inject: [JWT_KEY],
      useFactory: (key: string) =>
        new JwtService({
          secret: key,
          signOptions: { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
          verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
        }),
    },
    SessionsService,
    SessionEndings,
    JwtStrategy,
    AuthService,
    AuthRateLimits,
    SocketAuthenticator,
    AnonymousSessions,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
  exports: [SessionsService, SessionEndings, AuthService, SocketAuthenticator, AnonymousSessions],
})
export class AuthModule {}
