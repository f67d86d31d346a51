import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { AppError, Messages, normalizeEmail, type AccountRole } from '@infragen/contracts';
import { User } from '../entities';

export interface NewUserRecord {
  email: string;
  /** argon2id hash; the password itself never reaches the database layer. */
  passwordHash: string;
  fullName: string;
  role: AccountRole;
  emailVerifiedAt: Date | null;
  emailVerifyTokenHash?: string | null;
  emailVerifyExpiresAt?: Date | null;
}

/** Accounts. Emails are stored normalised (trimmed, lower-case), so uniqueness holds however typed. */
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: normalizeEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.em.fork().findOne(User, { id });
  }

  /** Throws AppError EMAIL_TAKEN when the (normalised) email has an account, even under a race. */
  async create(record: NewUserRecord): Promise<User> {
    const em = this.em.fork();
    const user = em.create(User, {
      id: randomUUID(),
      email: normalizeEmail(record.email),
      passwordHash: record.passwordHash,
      fullName: record.fullName.trim(),
      role: record.role,
      emailVerifiedAt: record.emailVerifiedAt,
      emailVerifyTokenHash: record.emailVerifyTokenHash ?? null,
      emailVerifyExpiresAt: record.emailVerifyExpiresAt ?? null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('EMAIL_TAKEN', Messages.auth.emailTaken, { cause: error });
      }
      throw error;
    }
    return user;
  }

  async remove(id: string): Promise<void> {
    await this.em.fork().nativeDelete(User, { id });
  }

  async setRole(id: string, role: AccountRole): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id }, { role });
  }

  /**
   * Makes the account of `email` an administrator with this password (verified, since an operator
   * vouches for it), creating it when there is none.
   */
  async upsertAdministrator(email: string, passwordHash: string): Promise<'created' | 'updated'> {
    const em = this.em.fork();
    const normalised = normalizeEmail(email);
    const existing = await em.findOne(User, { email: normalised });
    if (existing) {
      existing.role = 'admin';
      existing.passwordHash = passwordHash;
      existing.emailVerifiedAt ??= new Date();
      await em.flush();
      return 'updated';
    }
    em.create(User, {
      id: randomUUID(),
      email: normalised,
      passwordHash,
      fullName: 'Administrator',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    await em.flush();
    return 'created';
  }

  /** Marks the account whose pending token hashes to `tokenHash` verified; null when none (or expired). */
  async verifyEmail(tokenHash: string): Promise<User | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, { emailVerifyTokenHash: tokenHash, emailVerifyExpiresAt: { $gt: new Date() } });
    if (!user) return null;
    user.emailVerifiedAt = new Date();
    user.emailVerifyTokenHash = null;
    user.emailVerifyExpiresAt = null;
    await em.flush();
    return user;
  }

  countAdmins(): Promise<number> {
    return this.em.fork().count(User, { role: 'admin' });
  }
}
