import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { SiteFormsRepository } from './site-forms.repository';
import { SiteInboxRepository } from './site-inbox.repository';
import { UsersRepository } from './users.repository';

/** The public site's forms: stored as sent, listed newest first a page at a time, on PostgreSQL and PGlite. */
describe(`site forms repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let forms: SiteFormsRepository;
  let inbox: SiteInboxRepository;
  beforeAll(() => {
    forms = new SiteFormsRepository(database.orm.em);
    inbox = new SiteInboxRepository(database.orm.em);
  });
  const newUser = async () =>
    (
      await new UsersRepository(database.orm.em).create({
        email: `forms-${randomUUID()}@example.com`,
        passwordHash: 'x',
        fullName: 'F',
        role: 'user',
        emailVerifiedAt: new Date(),
      })
    ).id;
  const contact = (n: number, userId: string | null = null) => ({
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    company: n % 2 ? `Company ${n}` : null,
    topic: 'sales' as const,
    message: `Message number ${n}, long enough.`,
    userId,
  });

  it('stores a contact message as sent, with the account of a signed-in sender', async () => {
    const userId = await newUser();
    const stored = await forms.addContactMessage(contact(1, userId));
    expect(stored).toEqual({
      id: expect.any(String),
      name: 'Sender 1',
      email: 'sender1@example.com',
      company: 'Company 1',
      topic: 'sales',
      message: 'Message number 1, long enough.',
      user_id: userId,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handled_at: null,
      handled_by: null,
      handled_by_email: null,
    });
    const [row] = await database.sql<{ topic: string; user_id: string }[]>(
      'select topic, user_id from contact_messages where id = ?',
      [stored.id],
    );
    expect(row).toEqual({ topic: 'sales', user_id: userId });
  });

  it('keeps messages and tickets when their account is deleted', async () => {
    const userId = await newUser();
    const message = await forms.addContactMessage(contact(2, userId));
    const ticket = await forms.addSupportTicket({
      name: 'T',
      email: 't@example.com',
      subject: 'Broken',
      category: 'bug',
      priority: 'urgent',
      description: 'It broke in a reproducible way.',
      userId,
    });
    await database.sql('delete from users where id = ?', [userId]);
    expect(await database.sql('select user_id from contact_messages where id = ?', [message.id])).toEqual([
      { user_id: null },
    ]);
    expect(await database.sql('select user_id from support_tickets where id = ?', [ticket.id])).toEqual([
      { user_id: null },
    ]);
  });

  it('refuses a topic, category or priority outside its list', async () => {
    await expect(forms.addContactMessage({ ...contact(3), topic: 'spam' as never })).rejects.toThrow();
    const ticket = {
      name: 'T',
      email: 't@example.com',
      subject: 'S',
      category: 'bug' as const,
      priority: 'low' as const,
      description: 'A description of it.',
      userId: null,
    };
    await expect(forms.addSupportTicket({ ...ticket, category: 'other' as never })).rejects.toThrow();
    await expect(forms.addSupportTicket({ ...ticket, priority: 'whenever' as never })).rejects.toThrow();
  });

  it('gives a ticket a reference made of its id', async () => {
    const ticket = await forms.addSupportTicket({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Cannot push',
      category: 'technical',
      priority: 'high',
      description: 'The push dialog says nothing.',
      userId: null,
    });
    expect(ticket.reference).toBe(ticket.id.replaceAll('-', '').slice(0, 8).toUpperCase());
    const listed = await inbox.list('support-tickets', { limit: 200 });
    expect(listed.items.find((t) => t.id === ticket.id)).toEqual(ticket);
  });

  it('keeps a newsletter address once', async () => {
    const email = `news-${randomUUID()}@example.com`;
    expect(await forms.subscribe(email)).toMatchObject({ email, handled_at: null });
    expect(await forms.subscribe(email)).toBeNull();
    const rows = await database.sql('select email from newsletter_subscriptions where email = ?', [email]);
    expect(rows).toHaveLength(1);
  });

  it('lists newest first, a page at a time, without losing or repeating a row', async () => {
    const before = (await inbox.list('contact-messages', { limit: 200 })).total;
    // Inserted one by one, a few milliseconds apart: the embedded database's clock counts
    // milliseconds, and rows created in the same one are ordered by id, not by when they came.
    const sent: string[] = [];
    for (let n = 10; n < 17; n += 1) {
      sent.push((await forms.addContactMessage(contact(n))).id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const first = await inbox.list('contact-messages', { limit: 3 });
    expect(first.total).toBe(before + 7);
    expect(first.items.map((m) => m.id)).toEqual(sent.slice(-3).reverse());
    expect(first.nextBefore).toMatch(/\.\d{6}Z$/);
    const seen = [...first.items.map((m) => m.id)];
    let cursor = first.nextBefore;
    while (cursor) {
      const next = await inbox.list('contact-messages', { limit: 3, before: cursor });
      seen.push(...next.items.map((m) => m.id));
      cursor = next.nextBefore;
    }
    expect(seen.slice(0, 7)).toEqual([...sent].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(before + 7);
  });

  it('lists newsletter addresses with their dates', async () => {
    const email = `list-${randomUUID()}@example.com`;
    await forms.subscribe(email);
    const list = await inbox.list('newsletter-subscriptions', { limit: 1 });
    expect(list.items).toEqual([
      {
        id: expect.any(String),
        email,
        created_at: expect.any(String),
        handled_at: null,
        handled_by: null,
        handled_by_email: null,
      },
    ]);
  });
});
