import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { ACCOUNT_ROLES, type AccountRole } from '@infragen/contracts';

/**
 * A person who can sign in. The email is stored normalised (trimmed, lower-case) so uniqueness
 * holds however it was typed; only an argon2id hash of the password is kept.
 */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'role'
    | 'emailVerifiedAt'
    | 'emailVerifyTokenHash'
    | 'emailVerifyExpiresAt'
    | 'disabledAt'
    | 'credits'
    | 'planId'
    | 'planStartedAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique()
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  fullName!: string;

  @Enum({ items: [...ACCOUNT_ROLES], default: 'user' })
  role: AccountRole = 'user';

  /** Null until the link of the verification email is followed (set at once when no SMTP is configured). */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** SHA-256 of the pending verification token; the token itself only travels in the email. */
  @Property({ type: 'text', nullable: true, hidden: true })
  @Unique()
  emailVerifyTokenHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  emailVerifyExpiresAt: Date | null = null;

  /** Set by an administrator: a disabled account cannot sign in, and its sessions ended when it was set. */
  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  /** Credits left: each generation spends one (credit_transactions holds every change). */
  @Property({ type: 'integer', default: 0 })
  credits = 0;

  /** The subscription plan whose credits the account receives each period; null: none. */
  @Property({ type: 'uuid', nullable: true })
  planId: string | null = null;

  /** Start of the plan: its billing periods count from here. */
  @Property({ type: 'timestamptz', nullable: true })
  planStartedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
