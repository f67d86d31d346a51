import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountRole, AdminUserRow } from '@infragen/contracts';

interface Row {
  id: string;
  full_name: string | null;
  email: string;
  organization: string | null;
  role: AccountRole;
  created_at: Date;
  disabled_at: Date | null;
  credits: number;
  plan_id: string | null;
  plan_name: string | null;
}

/** The account joined with its profile (whose name and organization the operator sees first) and plan. */
const SELECT = `select u.id, coalesce(nullif(trim(p.full_name), ''), nullif(trim(u.full_name), '')) as full_name,
  u.email, nullif(trim(p.organization), '') as organization, u.role, u.created_at, u.disabled_at, u.credits,
  u.plan_id, sp.name as plan_name
  from users u left join profiles p on p.id = u.id left join subscription_plans sp on sp.id = u.plan_id`;

function view(row: Row): AdminUserRow {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    organization: row.organization,
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
    disabled: row.disabled_at !== null,
    credits: row.credits,
    plan_id: row.plan_id,
    plan_name: row.plan_name,
  };
}

/** `%`, `_` and `\` typed into a search are looked for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Accounts as User Management sees and changes them. */
export class AdminUsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of accounts, newest first; `search` matches name, email or organization, case-insensitively. */
  async search(options: {
    search?: string;
    page: number;
    pageSize: number;
  }): Promise<{ users: AdminUserRow[]; total: number }> {
    const text = options.search?.trim();
    const where = text
      ? `where u.email ilike ? or u.full_name ilike ? or p.full_name ilike ? or p.organization ilike ?`
      : '';
    const params = text ? Array(4).fill(likePattern(text)) : [];
    const connection = this.em.getConnection();
    const [rows, counted] = await Promise.all([
      connection.execute<Row[]>(`${SELECT} ${where} order by u.created_at desc, u.id limit ? offset ?`, [
        ...params,
        options.pageSize,
        (options.page - 1) * options.pageSize,
      ]),
      connection.execute<{ n: string }[]>(
        `select count(*) as n from users u left join profiles p on p.id = u.id ${where}`,
        params,
      ),
    ]);
    return { users: rows.map(view), total: Number(counted[0]?.n ?? 0) };
  }

  async findRow(id: string): Promise<AdminUserRow | null> {
    const rows = await this.em.getConnection().execute<Row[]>(`${SELECT} where u.id = ?`, [id]);
    return rows[0] ? view(rows[0]) : null;
  }

  /**
   * Disables an account and ends every session it has, in one statement (a signed-in page of it
   * stops working at its next request), or enables it again. False when there is no such account.
   */
  async setDisabled(id: string, disabled: boolean): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with account as (
         update users set disabled_at = case when ? then coalesce(disabled_at, now()) else null end, updated_at = now()
         where id = ? returning id
       ), ended as (
         update sessions set revoked_at = now(), revoked_reason = 'disabled'
         where ? and user_id in (select id from account) and revoked_at is null
       )
       select id from account`,
      [disabled, id, disabled],
    );
    return rows.length > 0;
  }

  /**
   * Changes an account's role. One made a user again loses its administrator sessions at once
   * (they could no longer do anything, and must not linger). False when there is no such account.
   */
  async setRole(id: string, role: AccountRole): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with account as (update users set role = ?, updated_at = now() where id = ? returning id),
       ended as (
         update sessions set revoked_at = now(), revoked_reason = 'demoted'
         where ? <> 'admin' and kind = 'admin' and user_id in (select id from account) and revoked_at is null
       )
       select id from account`,
      [role, id, role],
    );
    return rows.length > 0;
  }
}
