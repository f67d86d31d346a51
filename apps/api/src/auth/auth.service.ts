import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AccountCopy, AdminPanelCopy, AppError, isAppError, Messages, type SessionKind } from '@infragen/contracts';
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

  /**
   * `siteUrl`: where the site is reached, for the email link when PUBLIC_URL is not set. `user` is
   * null when the email must be verified first (and then also when the email already had an
   * account: see below).
   *
   * With SMTP configured, sign-up answers the same for a new email and one that has an account,
   * so the answer does not tell who has an account here: the email says it. The new address gets
   * its verification link; the owner of the existing account gets a note that someone tried to
   * sign up with it (with a link to sign in). Without SMTP a new account is signed in at once, so
   * no answer could hide that the email was free: an email that has an account answers
   * EMAIL_TAKEN (409), as it always has (sign-up is rate-limited per address and per email).
   */
  async signUp(
    input: SignUpInput,
    ip: string,
    siteUrl: string,
  ): Promise<{ user: User | null; issued: IssuedSession | null }> {
    // The operator may close sign-up (registration_enabled); accounts that exist still sign in.
    if (!(await this.settings.current()).registration_enabled)
      throw new AppError('REGISTRATION_CLOSED', AccountCopy.registrationClosed);
    await this.limits.signUp(ip, input.email);
    const verify = this.mail.enabled;
    const token = verify ? randomBytes(32).toString('base64url') : null;
    const site = (this.config.env.PUBLIC_URL ?? siteUrl).replace(/\/+$/, '');
    let user: User;
    try {
      // An email that has an account answers EMAIL_TAKEN (409), raised by the repository.
      user = await this.users.create({
        ...input,
        emailVerified: !verify,
        verifyTokenHash: token ? hashVerifyToken(token) : null,
        verifyExpiresAt: token ? new Date(Date.now() + VERIFY_TTL_MS) : null,
      });
    } catch (error) {
      if (!verify || !isAppError(error, 'EMAIL_TAKEN')) throw error;
      await this.tellOwnerOfAttempt(input.email, site);
      return { user: null, issued: null };
    }
    // Its welcome credits and the free plan (taken back with the account if the email fails).
    await this.credits.welcome(user.id);
    if (!token) return { user, issued: await this.sessions.start(user, 'user') };
    const link = `${site}/api/auth/verify-email?token=${token}`;
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
    return { user: null, issued: null };
  }

  /**
   * Someone signed up with the email of an existing account: its owner hears of it (and how to
   * sign in or reset), and the caller gets the same answer as for a new email. A failed email
   * answers as a new account's failed email does.
   */
  private async tellOwnerOfAttempt(email: string, site: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (!owner) return;
    try {
      await this.mail.send({
        to: owner.email,
        subject: Messages.auth.signUpAttemptSubject,
        text: Messages.auth.signUpAttemptText(owner.fullName, `${site}/auth`),
      });
    } catch (error) {
      this.logger.error({ err: error, userId: owner.id }, 'sign-up attempt email could not be sent');
      throw new AppError('EMAIL_DELIVERY_FAILED', Messages.auth.verificationEmailFailed, { cause: error });
    }
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
