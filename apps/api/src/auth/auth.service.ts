import { createHash, randomBytes } from 'node:crypto';
import { ConflictException, ForbiddenException, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { Logger } from 'pino';
import { Messages, type SessionKind } from '@infragen/contracts';
import type { User } from '@infragen/database';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ROOT_LOGGER } from '../common/tokens';
import { MailService } from '../mail/mail.service';
import { EmailTakenError, UsersService } from '../users/users.service';
import { AuthRateLimits } from './auth-rate-limits';
import { decoyHash, verifyPassword } from './passwords';
import { SessionsService, type IssuedSession } from './sessions.service';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

export function hashVerifyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/** Sign-up (with email verification when SMTP is configured), sign-in and email verification. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly limits: AuthRateLimits,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    if (config.env.NODE_ENV === 'production' && config.env.SMTP_URL && !config.env.PUBLIC_URL) {
      // Without it the link's host would come from the request's Host header, which a caller controls.
      throw new Error('PUBLIC_URL is not set: production needs it to build the links of verification emails.');
    }
  }

  /** `siteUrl`: where the site is reached, for the email link when PUBLIC_URL is not set. */
  async signUp(input: SignUpInput, ip: string, siteUrl: string): Promise<{ user: User; issued: IssuedSession | null }> {
    await this.limits.signUp(ip, input.email);
    const verify = this.mail.enabled;
    const token = verify ? randomBytes(32).toString('base64url') : null;
    let user: User;
    try {
      user = await this.users.create({
        ...input,
        emailVerified: !verify,
        verifyTokenHash: token ? hashVerifyToken(token) : null,
        verifyExpiresAt: token ? new Date(Date.now() + VERIFY_TTL_MS) : null,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ConflictException(Messages.auth.emailTaken);
      throw error;
    }
    if (!token) return { user, issued: await this.sessions.start(user, 'user') };
    const link = `${(this.config.env.PUBLIC_URL ?? siteUrl).replace(/\/+$/, '')}/api/auth/verify-email?token=${token}`;
    try {
      await this.mail.send({
        to: user.email,
        subject: Messages.auth.verificationEmailSubject,
        text: Messages.auth.verificationEmailText(user.fullName, link),
      });
    } catch (error) {
      // An account nobody can verify is useless and blocks the email: take it back.
      await this.users.remove(user.id);
      this.logger.error({ err: error, userId: user.id }, 'verification email could not be sent');
      throw new ServiceUnavailableException(Messages.auth.verificationEmailFailed);
    }
    return { user, issued: null };
  }

  async signIn(email: string, password: string, ip: string, kind: SessionKind): Promise<{ user: User; issued: IssuedSession }> {
    await this.limits.signIn(ip, email, kind);
    const user = await this.users.findByEmail(email);
    // Verify against a decoy when there is no account, so timing does not reveal which emails exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !ok) throw new UnauthorizedException(kind === 'admin' ? Messages.admin.authFailed : Messages.auth.invalidCredentials);
    if (kind === 'admin' && user.role !== 'admin') throw new UnauthorizedException(Messages.admin.authFailed);
    if (!user.emailVerifiedAt) throw new ForbiddenException(Messages.auth.emailNotVerified);
    await this.limits.signedIn(email);
    return { user, issued: await this.sessions.start(user, kind) };
  }

  async currentUser(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new UnauthorizedException(Messages.auth.invalidAccessToken);
    return user;
  }

  async verifyEmail(token: string): Promise<boolean> {
    return (await this.users.verifyEmail(hashVerifyToken(token))) !== null;
  }
}
