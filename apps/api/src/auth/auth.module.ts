import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { Logger } from 'pino';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ROOT_LOGGER } from '../common/tokens';
import { MailModule } from '../mail/mail.module';
import { UsersService } from '../users/users.service';
import { AdminBootstrapService } from '../users/admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthRateLimits } from './auth-rate-limits';
import { AuthenticationGuard } from './authentication.guard';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, JWT_KEY } from './auth-tokens';
import { resolveJwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { SessionsService } from './sessions.service';
import { SocketAuthenticator } from './socket-authenticator';

/**
 * Accounts and sessions. Global, so any module (the realtime gateway, admin, profiles) can ask
 * who is calling; its guard runs on every HTTP request.
 */
@Global()
@Module({
  imports: [PassportModule, MailModule],
  controllers: [AuthController],
  providers: [
    {
      provide: JWT_KEY,
      inject: [API_CONFIG, ROOT_LOGGER],
      useFactory: (config: ApiConfig, logger: Logger) => {
        const { secret, source } = resolveJwtSecret(config.env);
        if (source === 'generated') logger.warn('JWT_SECRET is not set: generated one and stored it under DATA_DIR/secrets');
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
    JwtStrategy,
    AuthService,
    AuthRateLimits,
    UsersService,
    AdminBootstrapService,
    SocketAuthenticator,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
  exports: [SessionsService, AuthService, UsersService, AdminBootstrapService, SocketAuthenticator, MailModule],
})
export class AuthModule {}
