import { Entity, Enum, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import {
  GITHUB_CONNECTION_STATUSES,
  type GithubConnectionStatus,
  type GithubOrganization,
  type GithubRepository,
} from '@infragen/contracts';
import { User } from './user.entity';

/** The GitHub account as stored: GitHub's numeric id (stable across renames) and its profile. */
export interface StoredGithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
}

/**
 * A user's GitHub connection: at most one per user (the key is the user's id). The access token is
 * stored only sealed (AES-256-GCM, libs/runtime SecretBox): a copy of this table opens nothing.
 */
@Entity({ tableName: 'user_github_connections' })
export class GithubConnection {
  [OptionalProps]?: 'organizations' | 'selectedRepo' | 'scopes' | 'status' | 'createdAt' | 'updatedAt';

  @OneToOne(() => User, { primary: true, ref: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: Ref<User>;

  @Property({ type: 'jsonb' })
  githubUser!: StoredGithubUser;

  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  organizations: GithubOrganization[] = [];

  @Property({ type: 'jsonb', nullable: true })
  selectedRepo: GithubRepository | null = null;

  @Property({ type: 'text', hidden: true })
  tokenCiphertext!: string;

  /** The scopes GitHub granted the token (X-OAuth-Scopes). */
  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  scopes: string[] = [];

  /** `broken`: GitHub refused the token (revoked or expired); the user must reconnect. */
  @Enum({ items: [...GITHUB_CONNECTION_STATUSES], default: 'active' })
  status: GithubConnectionStatus = 'active';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
