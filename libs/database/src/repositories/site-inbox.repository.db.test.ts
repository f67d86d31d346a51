import { randomUUID } from 'node:crypto';
import type { SiteFormKind } from '@infragen/contracts';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { SiteFormsRepository } from './site-forms.repository';
import { SiteInboxRepository } from './site-inbox.repository';
import { UsersRepository } from './users.repository';

/**
 * The administrators' inbox over the site's forms, on PostgreSQL and PGlite: marking an item
 * handled (who, when; kept when marked again) and open again, the open and handled parts of each
 * list paged without loss, the counts of the badges, and every row for an export.
 */
describe(`site inbox repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let forms: SiteFormsRepository;
  let inbox: SiteInboxRepository;
  beforeAll(() => {
    forms = new SiteFormsRepository(database.orm.em);
    inbox = new SiteInboxRepository(database.orm.em);
  });
  const newAdmin = async () => {
    const email = `inbox-admin-${randomUUID()}@example.com`;
    const user = await new UsersRepository(database.orm.em).create({
      email,
      passwordHash: 'x',
      fullName: 'Admin',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    return { id: user.id, email };
  };
  const contact = (n: number) =>
    forms.addContactMessage({
      name: `Sender ${n}`,
      email: `inbox${n}@example.com`,
      company: null,
      topic: 'general',
      message: `Inbox message ${n}, long enough.`,
      userId: null,
    });
  const ticket = (n: number) =>
    forms.addSupportTicket({
      name: 'T',
      email: `ticket${n}@example.com`,
      subject: `Ticket ${n}`,
      category: 'bug',
      priority: 'high',
      description: 'Something broke in a way we can repeat.',
      userId: null,
    });

  it('marks an item handled with who and when, keeps the first mark, and opens it again', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const sent = await ticket(1);
    expect(await inbox.one('support-tickets', sent.id)).toEqual(sent);

    const handled = await inbox.setHandled('support-tickets', sent.id, admin.id);
    expect(handled).toEqual({
      ...sent,
      handled_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      handled_by: admin.id,
      handled_by_email: admin.email,
    });
    const again = await inbox.setHandled('support-tickets', sent.id, other.id);
    expect(again).toEqual(handled);

    const reopened = await inbox.setHandled('support-tickets', sent.id, null);
    expect(reopened).toEqual(sent);
    expect(await database.sql('select handled_at, handled_by from support_tickets where id = ?', [sent.id])).toEqual([
      { handled_at: null, handled_by: null },
    ]);
  });

  it.each<SiteFormKind>(['contact-messages', 'support-tickets', 'newsletter-subscriptions'])(
    'answers null for an item that is not in the %s list',
    async (kind) => {
      const missing = randomUUID();
      expect(await inbox.one(kind, missing)).toBeNull();
      expect(await inbox.setHandled(kind, missing, null)).toBeNull();
    },
  );

  it('keeps the mark when the administrator who made it is deleted, naming nobody', async () => {
    const admin = await newAdmin();
    const added = await forms.subscribe(`kept-${randomUUID()}@example.com`);
    await inbox.setHandled('newsletter-subscriptions', added!.id, admin.id);
    await database.sql('delete from users where id = ?', [admin.id]);
    expect(await inbox.one('newsletter-subscriptions', added!.id)).toMatchObject({
      handled_at: expect.any(String),
      handled_by: null,
      handled_by_email: null,
    });
  });

  it('pages the open and the handled part of a list apart, newest first, without losing a row', async () => {
    const admin = await newAdmin();
    const sent = [];
    // Newest first is by the time each was sent: two sent in one millisecond (PGlite is that fast) are
    // equally new, and their order is the id's, so each is sent in a millisecond of its own.
    for (let n = 0; n < 7; n += 1) {
      sent.push(await contact(100 + n));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    for (const index of [1, 4, 5]) await inbox.setHandled('contact-messages', sent[index]!.id, admin.id);
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    const walk = async (state: 'open' | 'handled') => {
      const seen: string[] = [];
      let before: string | undefined;
      do {
        const page = await inbox.list('contact-messages', { limit: 2, before, state });
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...ids(page.items));
        before = page.nextBefore ?? undefined;
      } while (before);
      return seen;
    };
    const open = await walk('open');
    const handled = await walk('handled');
    const mine = new Set(ids(sent));
    expect(handled.filter((id) => mine.has(id))).toEqual([sent[5]!.id, sent[4]!.id, sent[1]!.id]);
    expect(open.filter((id) => mine.has(id))).toEqual([sent[6]!.id, sent[3]!.id, sent[2]!.id, sent[0]!.id]);
    const all = await inbox.list('contact-messages', { limit: 200 });
    expect(all.total).toBe(open.length + handled.length);
    expect((await inbox.list('contact-messages', { limit: 1, state: 'handled' })).total).toBe(handled.length);
  });

  it('counts what is open and what there is in each list', async () => {
    const before = await inbox.summary();
    const admin = await newAdmin();
    const first = await ticket(2);
    await ticket(3);
    await contact(200);
    await forms.subscribe(`count-${randomUUID()}@example.com`);
    await inbox.setHandled('support-tickets', first.id, admin.id);
    expect(await inbox.summary()).toEqual({
      'contact-messages': {
        open: before['contact-messages'].open + 1,
        total: before['contact-messages'].total + 1,
      },
      'support-tickets': { open: before['support-tickets'].open + 1, total: before['support-tickets'].total + 2 },
      'newsletter-subscriptions': {
        open: before['newsletter-subscriptions'].open + 1,
        total: before['newsletter-subscriptions'].total + 1,
      },
    });
  });

  it('reads every row of a list batch by batch, for an export', async () => {
    for (let n = 0; n < 5; n += 1) await forms.subscribe(`batch-${n}-${randomUUID()}@example.com`);
    const { total } = await inbox.list('newsletter-subscriptions', { limit: 1 });
    const batches: number[] = [];
    const seen = new Set<string>();
    for await (const batch of inbox.all('newsletter-subscriptions', undefined, 2)) {
      batches.push(batch.length);
      for (const item of batch) seen.add(item.id);
    }
    expect(seen.size).toBe(total);
    expect(batches.every((n) => n <= 2)).toBe(true);
  });
});
