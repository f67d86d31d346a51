import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { normalizeEmail, type AccountRole } from '@infragen/contracts';
import { User } from '@infragen/database';
import { hashPassword } from '../auth/passwords';

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  role?: AccountRole;
  emailVerified: boolean;
  verifyTokenHash?: string | null;
  verifyExpiresAt?: Date | null;
}

/** Accounts: creation (password hashed here, email normalised here) and look-ups. */
@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: normalizeEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.em.fork().findOne(User, { id });
  }

  /** Throws EmailTakenError when the (normalised) email has an account, even under a race. */
  async create(input: NewUser): Promise<User> {
    const em = this.em.fork();
    const user = em.create(User, {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      fullName: input.fullName.trim(),
      role: input.role ?? 'user',
      emailVerifiedAt: input.emailVerified ? new Date() : null,
      emailVerifyTokenHash: input.verifyTokenHash ?? null,
      emailVerifyExpiresAt: input.verifyExpiresAt ?? null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
    return user;
  }

  async remove(id: string): Promise<void> {
    await this.em.fork().nativeDelete(User, { id });
  }

  async setPassword(id: string, password: string): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id }, { passwordHash: await hashPassword(password) });
  }

  async setRole(id: string, role: AccountRole): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id }, { role });
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
