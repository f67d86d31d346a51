import type { EntityManager } from '@mikro-orm/postgresql';
import type { GithubConnectionStatus, GithubOrganization, GithubRepository } from '@infragen/contracts';
import type { StoredGithubUser } from '../entities';

/** A user's GitHub connection as stored; the token only sealed. */
export interface GithubConnectionRecord {
  userId: string;
  githubUser: StoredGithubUser;
  organizations: GithubOrganization[];
  selectedRepo: GithubRepository | null;
  tokenCiphertext: string;
  scopes: string[];
  status: GithubConnectionStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** What a completed OAuth round trip stores. */
export interface NewGithubConnection {
  githubUser: StoredGithubUser;
  organizations: GithubOrganization[];
  tokenCiphertext: string;
  scopes: string[];
}

interface Row {
  user_id: string;
  github_user: StoredGithubUser;
  organizations: GithubOrganization[];
  selected_repo: GithubRepository | null;
  token_ciphertext: string;
  scopes: string[];
  status: GithubConnectionStatus;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'user_id, github_user, organizations, selected_repo, token_ciphertext, scopes, status, created_at, updated_at';

function toRecord(row: Row): GithubConnectionRecord {
  return {
    userId: row.user_id,
    githubUser: row.github_user,
    organizations: row.organizations,
    selectedRepo: row.selected_repo,
    tokenCiphertext: row.token_ciphertext,
    scopes: row.scopes,
    status: row.status,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Users' GitHub connections (table user_github_connections): at most one per user. */
export class GithubConnectionsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<GithubConnectionRecord | null> {
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(`select ${COLUMNS} from user_github_connections where user_id = ?`, [userId]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Stores a connection made by the OAuth round trip, replacing the user's previous one in one
   * statement. The selected repository is kept when the same GitHub account connects again, and
   * cleared when another account does (its repositories are not the new account's).
   */
  async save(userId: string, connection: NewGithubConnection): Promise<GithubConnectionRecord> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `insert into user_github_connections (user_id, github_user, organizations, token_ciphertext, scopes, status)
       values (?, ?::jsonb, ?::jsonb, ?, ?::jsonb, 'active')
       on conflict (user_id) do update set
         selected_repo = case
           when (user_github_connections.github_user ->> 'id') = (excluded.github_user ->> 'id')
           then user_github_connections.selected_repo end,
         github_user = excluded.github_user, organizations = excluded.organizations,
         token_ciphertext = excluded.token_ciphertext, scopes = excluded.scopes, status = 'active',
         updated_at = now()
       returning ${COLUMNS}`,
      [
        userId,
        JSON.stringify(connection.githubUser),
        JSON.stringify(connection.organizations),
        connection.tokenCiphertext,
        JSON.stringify(connection.scopes),
      ],
    );
    return toRecord(rows[0]!);
  }

  /** Forgets the connection (and with it the token). False when there was none. */
  async remove(userId: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ user_id: string }[]>('delete from user_github_connections where user_id = ? returning user_id', [
        userId,
      ]);
    return rows.length > 0;
  }

  /** Selects a repository, or none. Null when the user has no connection. */
  async selectRepository(userId: string, repository: GithubRepository | null): Promise<GithubConnectionRecord | null> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `update user_github_connections set selected_repo = ?::jsonb, updated_at = now()
       where user_id = ? returning ${COLUMNS}`,
      [repository === null ? null : JSON.stringify(repository), userId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The organisations as GitHub last listed them. */
  async setOrganizations(userId: string, organizations: GithubOrganization[]): Promise<void> {
    await this.em
      .getConnection()
      .execute('update user_github_connections set organizations = ?::jsonb, updated_at = now() where user_id = ?', [
        JSON.stringify(organizations),
        userId,
      ]);
  }

  /**
   * Marks the connection broken after GitHub refused its token, but only while it still holds that
   * token: a user who reconnected meanwhile keeps the new, working connection. True when marked.
   */
  async markBroken(userId: string, tokenCiphertext: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ user_id: string }[]>(
      `update user_github_connections set status = 'broken', updated_at = now()
       where user_id = ? and token_ciphertext = ? and status = 'active' returning user_id`,
      [userId, tokenCiphertext],
    );
    return rows.length > 0;
  }
}
