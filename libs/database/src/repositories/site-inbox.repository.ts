import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SITE_FORM_KINDS,
  ticketReference,
  type SiteFormKind,
  type SiteFormPage,
  type SiteFormState,
  type SiteFormSummary,
  type SiteFormViewOf,
} from '@infragen/contracts';

/** Each list's table and the columns its view shows (besides id, dates and who handled it). */
const LISTS: Record<SiteFormKind, { table: string; columns: string[] }> = {
  'contact-messages': {
    table: 'contact_messages',
    columns: ['name', 'email', 'company', 'topic', 'message', 'user_id'],
  },
  'support-tickets': {
    table: 'support_tickets',
    columns: ['name', 'email', 'subject', 'category', 'priority', 'description', 'user_id'],
  },
  'newsletter-subscriptions': { table: 'newsletter_subscriptions', columns: ['email'] },
};

/**
 * A row's creation time as text with PostgreSQL's full precision (microseconds), for the next
 * page's `before`: a millisecond Date would skip rows created within the same millisecond.
 */
const CURSOR = `to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`;

type Row = Record<string, unknown> & {
  id: string;
  created_at: Date;
  handled_at: Date | null;
  cursor?: string;
};

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function select(kind: SiteFormKind): string {
  const { table, columns } = LISTS[kind];
  return `select f.id, ${columns.map((c) => `f.${c}`).join(', ')}, f.created_at, f.handled_at, f.handled_by,
      u.email as handled_by_email, ${CURSOR}
    from ${table} f left join users u on u.id = f.handled_by`;
}

const STATE_CONDITION: Record<SiteFormState, string> = {
  open: 'f.handled_at is null',
  handled: 'f.handled_at is not null',
};

function viewOf<K extends SiteFormKind>(kind: K, { cursor: _cursor, ...row }: Row): SiteFormViewOf<K> {
  const view = { ...row, created_at: iso(row.created_at), handled_at: iso(row.handled_at) };
  return (kind === 'support-tickets' ? { ...view, reference: ticketReference(row.id) } : view) as SiteFormViewOf<K>;
}

/**
 * The administrators' inbox over what the public site's forms stored: each list newest first a
 * page at a time (all, open or handled), one item, marking it handled or open again, and the
 * counts the panel's badges show.
 */
export class SiteInboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, `limit` rows created before `before`; `nextBefore` is null on the last page. */
  async list<K extends SiteFormKind>(
    kind: K,
    query: { limit: number; before?: string; state?: SiteFormState },
  ): Promise<SiteFormPage<K>> {
    const connection = this.em.getConnection();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.state) conditions.push(STATE_CONDITION[query.state]);
    const counted = connection.execute<{ total: string }[]>(
      `select count(*) as total from ${LISTS[kind].table} f ${conditions.length ? `where ${conditions.join(' and ')}` : ''}`,
    );
    if (query.before) {
      conditions.push('f.created_at < ?::timestamptz');
      params.push(query.before);
    }
    const rows = await connection.execute<Row[]>(
      `${select(kind)} ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
       order by f.created_at desc, f.id desc limit ?`,
      [...params, query.limit + 1],
    );
    const more = rows.length > query.limit;
    const shown = rows.slice(0, query.limit);
    return {
      items: shown.map((row) => viewOf(kind, row)),
      total: Number((await counted)[0]!.total),
      nextBefore: more ? shown[shown.length - 1]!.cursor! : null,
    };
  }

  /**
   * Every row of a list (or of its open or handled part), newest first, `batch` at a time. It
   * walks by creation time and id together: rows created in the same instant (the embedded
   * database's clock counts milliseconds) are never skipped at a batch's edge.
   */
  async *all<K extends SiteFormKind>(kind: K, state?: SiteFormState, batch = 500): AsyncGenerator<SiteFormViewOf<K>[]> {
    const connection = this.em.getConnection();
    let after: { cursor: string; id: string } | undefined;
    for (;;) {
      const conditions = state ? [STATE_CONDITION[state]] : [];
      const params: unknown[] = [];
      if (after) {
        conditions.push('(f.created_at, f.id) < (?::timestamptz, ?)');
        params.push(after.cursor, after.id);
      }
      const rows = await connection.execute<Row[]>(
        `${select(kind)} ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
         order by f.created_at desc, f.id desc limit ?`,
        [...params, batch],
      );
      if (rows.length === 0) return;
      yield rows.map((row) => viewOf(kind, row));
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      after = { cursor: last.cursor!, id: last.id };
    }
  }

  async one<K extends SiteFormKind>(kind: K, id: string): Promise<SiteFormViewOf<K> | null> {
    const rows = await this.em.getConnection().execute<Row[]>(`${select(kind)} where f.id = ?`, [id]);
    if (!rows[0]) return null;
    return viewOf(kind, rows[0]);
  }

  /**
   * Marks an item handled by `adminId`, or open again when `adminId` is null; null when there is no
   * such item. Marking a handled item again keeps who handled it first, and when.
   */
  async setHandled<K extends SiteFormKind>(
    kind: K,
    id: string,
    adminId: string | null,
  ): Promise<SiteFormViewOf<K> | null> {
    const table = LISTS[kind].table;
    const changed = await this.em.getConnection().execute<{ id: string }[]>(
      adminId === null
        ? `update ${table} set handled_at = null, handled_by = null where id = ? returning id`
        : `update ${table} set handled_by = case when handled_at is null then ?::uuid else handled_by end,
               handled_at = coalesce(handled_at, now()) where id = ? returning id`,
      adminId === null ? [id] : [adminId, id],
    );
    if (!changed.length) return null;
    return this.one(kind, id);
  }

  /** How many of each list are open, and in all: one round trip for the panel's badges. */
  async summary(): Promise<SiteFormSummary> {
    const parts = SITE_FORM_KINDS.map((kind, i) => {
      const { table } = LISTS[kind];
      return `(select count(*) from ${table} where handled_at is null) as open${i}, (select count(*) from ${table}) as total${i}`;
    });
    const [row] = await this.em.getConnection().execute<Record<string, string>[]>(`select ${parts.join(', ')}`);
    return Object.fromEntries(
      SITE_FORM_KINDS.map((kind, i) => [kind, { open: Number(row![`open${i}`]), total: Number(row![`total${i}`]) }]),
    ) as SiteFormSummary;
  }
}
