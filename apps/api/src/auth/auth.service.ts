import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AccountCopy, AdminPanelCopy, AppError, Messages, type SessionKind } from '@infragen/contracts';
import type { User } from '@infragen/database';
import { AlertsService } from '../alerts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { CreditsService } from '../credits';
import { MailService } from '../mail';
import { SettingsService } from '../settings';
import { UsersService, decoyHash, verifyPassword } from '../users';
import { AUTH_LIMITS, AuthRateLimits } from './auth-rate-limits';
import { SessionsService, type IssuedSession } from './sessions.service';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
/** Failed sign-ins to one account (since its last success, within the window) that raise a system alert. */
const FAILURES_BEFORE_ALERT = 5;

function hashVerifyToken(token: string): string {
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
    private readonly settings: SettingsService,
    private readonly credits: CreditsService,
    private readonly alerts: AlertsService,
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
    // The operator may close sign-up (registration_enabled); accounts that exist still sign in.
    if (!(await this.settings.current()).registration_enabled)
      throw new AppError('REGISTRATION_CLOSED', AccountCopy.registrationClosed);
    await this.limits.signUp(ip, input.email);
    const verify = this.mail.enabled;
    const token = verify ? randomBytes(32).toString('base64url') : null;
    // An email that has an account answers EMAIL_TAKEN (409), raised by the repository.
    const user = await this.users.create({
      ...input,
      emailVerified: !verify,
      verifyTokenHash: token ? hashVerifyToken(token) : null,
      verifyExpiresAt: token ? new Date(Date.now() + VERIFY_TTL_MS) : null,
    });
    // Its welcome credits and the free plan (taken back with the account if the email fails).
    await this.credits.welcome(user.id);
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
      throw new AppError('EMAIL_DELIVERY_FAILED', Messages.auth.verificationEmailFailed, { cause: error });
    }
    return { user, issued: null };
  }

  async signIn(
    email: string,
    password: string,
    ip: string,
    kind: SessionKind,
  ): Promise<{ user: User; issued: IssuedSession }> {
    await this.limits.signIn(ip, email, kind);
    const user = await this.users.findByEmail(email);
    // Verify against a decoy when there is no account, so timing does not reveal which emails exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
    // An administrator's sign-in refuses non-administrators with the same answer as a wrong password.
    const refused = kind === 'admin' ? Messages.admin.authFailed : Messages.auth.invalidCredentials;
    if (!user || !ok || (kind === 'admin' && user.role !== 'admin')) {
      const failures = await this.limits.signInFailed(ip, email);
      if (user && !ok && failures >= FAILURES_BEFORE_ALERT) void this.reportFailures(user, kind, failures, ip);
      throw new AppError('INVALID_CREDENTIALS', refused);
    }
    // Told only to whoever knows the password: a disabled account is not revealed to others.
    if (user.disabledAt)
      throw new AppError(
        'ACCOUNT_DISABLED',
        AccountCopy.accountDisabled((await this.settings.current()).support_email),
      );
    if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', Messages.auth.emailNotVerified);
    await this.limits.signedIn(ip, email);
    return { user, issued: await this.sessions.start(user, kind) };
  }

  /** Someone keeps failing to sign in to one account: administrators hear of it (one alert per account while open). */
  private reportFailures(user: User, kind: SessionKind, attempts: number, ip: string): Promise<unknown> {
    const minutes = AUTH_LIMITS.signInFailuresPerAccount.windowSeconds / 60;
    return this.alerts.raise({
      title: AdminPanelCopy.raised.signInFailures,
      severity: kind === 'admin' || user.role === 'admin' ? 'critical' : 'high',
      message: AdminPanelCopy.raised.signInFailuresDetail(user.email, kind, attempts, minutes, ip),
      fingerprint: `signin-failures:${user.id}`,
    });
  }

  async currentUser(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new AppError('INVALID_ACCESS_TOKEN', Messages.auth.invalidAccessToken);
    return user;
  }

  async verifyEmail(token: string): Promise<boolean> {
    return (await this.users.verifyEmail(hashVerifyToken(token))) !== null;
  }
}
