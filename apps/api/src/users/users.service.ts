import { Injectable } from '@nestjs/common';
import type { AccountRole } from '@infragen/contracts';
import { UsersRepository, type User } from '@infragen/database';
import { hashPassword } from './passwords';

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  role?: AccountRole;
  emailVerified: boolean;
  verifyTokenHash?: string | null;
  verifyExpiresAt?: Date | null;
}

/** Accounts: creation (the password hashed here) and look-ups. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Throws AppError EMAIL_TAKEN when the (normalised) email has an account, even under a race. */
  async create(input: NewUser): Promise<User> {
    return this.users.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      fullName: input.fullName,
      role: input.role ?? 'user',
      emailVerifiedAt: input.emailVerified ? new Date() : null,
      emailVerifyTokenHash: input.verifyTokenHash ?? null,
      emailVerifyExpiresAt: input.verifyExpiresAt ?? null,
    });
  }

  remove(id: string): Promise<void> {
    return this.users.remove(id);
  }

  setRole(id: string, role: AccountRole): Promise<void> {
    return this.users.setRole(id, role);
  }

  /** Marks the account whose pending token hashes to `tokenHash` verified; null when none (or expired). */
  verifyEmail(tokenHash: string): Promise<User | null> {
    return this.users.verifyEmail(tokenHash);
  }

  countAdmins(): Promise<number> {
    return this.users.countAdmins();
  }
}
