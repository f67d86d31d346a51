import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ticketReference,
  type ContactMessageList,
  type ContactMessageView,
  type ContactTopic,
  type NewsletterSubscriptionList,
  type SiteFormListQuery,
  type SupportTicketList,
  type SupportTicketView,
  type TicketCategory,
  type TicketPriority,
} from '@infragen/contracts';

export interface NewContactMessage {
  name: string;
  email: string;
  company: string | null;
  topic: ContactTopic;
  message: string;
  userId: string | null;
}

export interface NewSupportTicket {
  name: string;
  email: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
  userId: string | null;
}

/**
 * A row's creation time as text with PostgreSQL's full precision (microseconds), for the next
 * page's `before`: a millisecond Date would skip rows created within the same millisecond.
 */
const CURSOR = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`;

type Row = Record<string, unknown> & { created_at: Date; cursor: string };

const iso = (value: Date) => new Date(value).toISOString();

/**
 * What visitors send through the public site's forms (contact messages, support tickets,
 * newsletter addresses) and the administrators' lists of them: newest first, a page at a time.
 */
export class SiteFormsRepository {
  constructor(private readonly em: EntityManager) {}

  async addContactMessage(input: NewContactMessage): Promise<ContactMessageView> {
    const rows = await this.em.getConnection().execute<ContactMessageView[]>(
      `insert into contact_messages (id, name, email, company, topic, message, user_id)
       values (?, ?, ?, ?, ?, ?, ?) returning id, name, email, company, topic, message, user_id, created_at`,
      [randomUUID(), input.name, input.email, input.company, input.topic, input.message, input.userId],
    );
    return { ...rows[0]!, created_at: iso(rows[0]!.created_at as unknown as Date) };
  }

  async addSupportTicket(input: NewSupportTicket): Promise<SupportTicketView> {
    const rows = await this.em.getConnection().execute<Omit<SupportTicketView, 'reference'>[]>(
      `insert into support_tickets (id, name, email, subject, category, priority, description, user_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       returning id, name, email, subject, category, priority, description, user_id, created_at`,
      [
        randomUUID(),
        input.name,
        input.email,
        input.subject,
        input.category,
        input.priority,
        input.description,
        input.userId,
      ],
    );
    const row = rows[0]!;
    return { ...row, reference: ticketReference(row.id), created_at: iso(row.created_at as unknown as Date) };
  }

  /** Keeps an address once (it is stored as given: the caller lowercases it); true when it is new. */
  async subscribe(email: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'insert into newsletter_subscriptions (id, email) values (?, ?) on conflict (email) do nothing returning id',
        [randomUUID(), email],
      );
    return rows.length === 1;
  }

  async contactMessages(query: SiteFormListQuery): Promise<ContactMessageList> {
    const page = await this.page('contact_messages', 'id, name, email, company, topic, message, user_id', query);
    return { ...page, items: page.items as unknown as ContactMessageView[] };
  }

  async supportTickets(query: SiteFormListQuery): Promise<SupportTicketList> {
    const page = await this.page(
      'support_tickets',
      'id, name, email, subject, category, priority, description, user_id',
      query,
    );
    return {
      ...page,
      items: page.items.map((item) => ({
        ...item,
        reference: ticketReference(item.id as string),
      })) as SupportTicketView[],
    };
  }

  async newsletterSubscriptions(query: SiteFormListQuery): Promise<NewsletterSubscriptionList> {
    const page = await this.page('newsletter_subscriptions', 'id, email', query);
    return { ...page, items: page.items as unknown as NewsletterSubscriptionList['items'] };
  }

  /** Newest first, `limit` rows created before `before`; `nextBefore` is null on the last page. */
  private async page(
    table: 'contact_messages' | 'support_tickets' | 'newsletter_subscriptions',
    columns: string,
    query: SiteFormListQuery,
  ): Promise<{ items: Record<string, unknown>[]; total: number; nextBefore: string | null }> {
    const connection = this.em.getConnection();
    const [rows, counted] = await Promise.all([
      connection.execute<Row[]>(
        `select ${columns}, created_at, ${CURSOR} from ${table}
         ${query.before ? 'where created_at < ?::timestamptz' : ''}
         order by created_at desc, id desc limit ?`,
        query.before ? [query.before, query.limit + 1] : [query.limit + 1],
      ),
      connection.execute<{ total: string }[]>(`select count(*) as total from ${table}`),
    ]);
    const more = rows.length > query.limit;
    const shown = rows.slice(0, query.limit);
    return {
      items: shown.map(({ cursor: _cursor, ...row }) => ({ ...row, created_at: iso(row.created_at) })),
      total: Number(counted[0]!.total),
      nextBefore: more ? shown[shown.length - 1]!.cursor : null,
    };
  }
}
