import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ticketReference,
  type ContactMessageView,
  type ContactTopic,
  type NewsletterSubscriptionView,
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

const iso = (value: Date) => new Date(value).toISOString();
/** What a new item shows of its handling: it is open. */
const OPEN = { handled_at: null, handled_by: null, handled_by_email: null } as const;

/**
 * What visitors send through the public site's forms: contact messages, support tickets,
 * newsletter addresses. The administrators read them through SiteInboxRepository.
 */
export class SiteFormsRepository {
  constructor(private readonly em: EntityManager) {}

  async addContactMessage(input: NewContactMessage): Promise<ContactMessageView> {
    const rows = await this.em.getConnection().execute<ContactMessageView[]>(
      `insert into contact_messages (id, name, email, company, topic, message, user_id)
       values (?, ?, ?, ?, ?, ?, ?) returning id, name, email, company, topic, message, user_id, created_at`,
      [randomUUID(), input.name, input.email, input.company, input.topic, input.message, input.userId],
    );
    return { ...rows[0]!, created_at: iso(rows[0]!.created_at as unknown as Date), ...OPEN };
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
    return {
      ...row,
      reference: ticketReference(row.id),
      created_at: iso(row.created_at as unknown as Date),
      ...OPEN,
    };
  }

  /**
   * Keeps an address once (it is stored as given: the caller lowercases it): the new subscription,
   * or null when the address was already there.
   */
  async subscribe(email: string): Promise<NewsletterSubscriptionView | null> {
    const rows = await this.em.getConnection().execute<{ id: string; email: string; created_at: Date }[]>(
      `insert into newsletter_subscriptions (id, email) values (?, ?) on conflict (email) do nothing
         returning id, email, created_at`,
      [randomUUID(), email],
    );
    return rows[0] ? { ...rows[0], created_at: iso(rows[0].created_at), ...OPEN } : null;
  }
}
