import type { AdminUser, AuthUser } from '@infragen/contracts';
import type { User } from '@infragen/database';

/** What the api says about an account: never the password hash or verification token. */
export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the admin panel shows of an administrator: id, full_name, email, role (snake_case, as its client reads it). */
export function toAdminUser(user: Pick<User, 'id' | 'fullName' | 'email' | 'role'>): AdminUser {
  return { id: user.id, full_name: user.fullName, email: user.email, role: user.role };
}
