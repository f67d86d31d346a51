import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { isAppError, normalizeEmail } from '@infragen/contracts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { UsersService } from './users.service';

export const DEMO_ADMIN_EMAIL = 'admin@infragen.local';

/**
 * The first administrator. ADMIN_EMAIL/ADMIN_PASSWORD create it. With no
 * configuration at all (the embedded database of `npm start`, not production) a demo administrator
 * gets a random password, printed once in this log; the admin login page shows its email.
 * Production never gets default credentials.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private demoEmail: string | null = null;

  constructor(
    private readonly users: UsersService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** The demo administrator's email for the login page's hint, when there is one. */
  get loginHintEmail(): string | null {
    return this.demoEmail;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV, DATABASE_EMBEDDED } = this.config.env;
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      await this.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD, 'ADMIN_EMAIL');
      return;
    }
    if (ADMIN_EMAIL || ADMIN_PASSWORD) {
      this.logger.warn('ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no administrator was created');
      return;
    }
    if (NODE_ENV === 'production' || !DATABASE_EMBEDDED) return;
    const existing = await this.users.findByEmail(DEMO_ADMIN_EMAIL);
    if (existing) {
      if (existing.role === 'admin') this.demoEmail = existing.email;
      return;
    }
    if ((await this.users.countAdmins()) > 0) return;
    const password = randomBytes(12).toString('base64url');
    try {
      await this.users.create({
        email: DEMO_ADMIN_EMAIL,
        password,
        fullName: 'Demo Administrator',
        role: 'admin',
        emailVerified: true,
      });
    } catch (error) {
      if (isAppError(error, 'EMAIL_TAKEN')) return; // another api instance made it
      throw error;
    }
    this.demoEmail = DEMO_ADMIN_EMAIL;
    // Printed once, on purpose: the only way to reach a fresh, unconfigured install's admin panel.
    this.logger.warn(
      { email: DEMO_ADMIN_EMAIL, password },
      'demo administrator created (no ADMIN_EMAIL configured): sign in at /admin/login; this password is not shown again',
    );
  }

  /**
   * The ADMIN_EMAIL administrator: created when no account has that email. An account someone
   * else created (a user who signed up first with that address) is never promoted, since its
   * password is theirs: start-up stops with a message saying how an operator makes it an
   * administrator deliberately.
   */
  private async ensureAdmin(email: string, password: string, from: string): Promise<void> {
    let existing = await this.users.findByEmail(email);
    if (!existing) {
      try {
        await this.users.create({ email, password, fullName: 'Administrator', role: 'admin', emailVerified: true });
        this.logger.info({ email: normalizeEmail(email), from }, 'administrator created');
        return;
      } catch (error) {
        if (!isAppError(error, 'EMAIL_TAKEN')) throw error;
        // Another api instance made it, or someone signed up with it a moment ago.
        existing = await this.users.findByEmail(email);
      }
    }
    if (existing && existing.role !== 'admin') throw new Error(adminEmailTaken(normalizeEmail(email)));
  }
}

function adminEmailTaken(email: string): string {
  return (
    `ADMIN_EMAIL ${email} belongs to an account that is not an administrator, and accounts are never promoted at start-up. ` +
    `Choose another ADMIN_EMAIL, or make that account an administrator deliberately with ` +
    `npm run admin:create -- --email ${email} --password "<a new password>" (it also replaces the account's password).`
  );
}
