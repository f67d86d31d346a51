import {
  Messages,
  SITE_FORM_LIMITS,
  type ContactMessageList,
  type NewsletterSubscriptionList,
  type SupportTicketList,
  type SystemAlertsOverview,
} from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { waitFor } from '../support/free-port';
import { call, signUpUser } from './auth-helpers';
import { adminToken, listen, OPERATOR, type ListeningSocket } from './operator-helpers';

/**
 * The public site's forms against the real api, PostgreSQL and Redis: what each stores, the
 * catalogue's message per bad field, the limit per client address, the alert a contact message
 * raises (stored and pushed to the administrators' sockets), and the administrators' lists.
 */
const M = Messages.siteForms;
const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  topic: 'sales',
  message: 'We would like Infragen for a team of twelve.',
};
const TICKET = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Push fails',
  category: 'bug',
  priority: 'urgent',
  description: 'Pushing to my organization repository shows nothing.',
};

const heard = (listening: ListeningSocket, alertId: string) =>
  listening.heard.some((h) => h.event === 'alert:created' && h.payload.id === alertId);

let addressCounter = 0;
/** A client address of its own for each test, so the per-address limits of one do not touch another. */
const fromAddress = () => ({ 'x-forwarded-for': `10.88.${(addressCounter += 1)}.1` });

describe('site forms: contact, support tickets, newsletter', () => {
  let db: TestDatabase;
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
    });
    admin = await adminToken(stack.baseUrl);
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const post = (path: string, body: unknown, headers = fromAddress(), token?: string) =>
    call(stack.baseUrl, 'POST', path, { body, headers, token });
  const list = <T>(path: string) => call<T>(stack.baseUrl, 'GET', path, { token: admin });

  it('stores a contact message, lists it for administrators and raises an alert they hear at once', async () => {
    const listening = await listen(stack.baseUrl, { token: admin });
    try {
      const sent = await post('/api/site/contact', CONTACT);
      expect(sent).toMatchObject({ status: 201, body: { id: expect.any(String), receivedAt: expect.any(String) } });
      const listed = await list<ContactMessageList>('/api/admin/site/contact-messages');
      expect(listed.body.items[0]).toEqual({
        id: sent.body.id,
        ...CONTACT,
        user_id: null,
        created_at: sent.body.receivedAt,
        handled_at: null,
        handled_by: null,
        handled_by_email: null,
      });
      const overview = (await list<SystemAlertsOverview>('/api/admin/alerts')).body;
      const alert = overview.unresolved.find((a) => a.message.includes('ada@example.com'));
      expect(alert).toMatchObject({
        title: M.contactAlertTitle,
        alert_type: 'contact',
        severity: 'low',
        message: M.contactAlertMessage('Ada Lovelace <ada@example.com>', 'Plans and sales', CONTACT.message),
      });
      await waitFor(async () => heard(listening, alert!.id), 'the live contact alert', 5_000);
      expect(heard(listening, alert!.id)).toBe(true);
    } finally {
      listening.socket.close();
    }
  });

  it("names the account of a signed-in sender, and never another's", async () => {
    const me = await signUpUser(stack.baseUrl);
    const sent = await post('/api/site/contact', { ...CONTACT, company: null }, fromAddress(), me.token);
    const ticket = await post('/api/site/support-tickets', TICKET, fromAddress(), me.token);
    const smuggled = await post('/api/site/contact', { ...CONTACT, user_id: me.user.id });
    expect(smuggled).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', issues: [{ path: 'user_id' }] } });
    const messages = (await list<ContactMessageList>('/api/admin/site/contact-messages')).body.items;
    expect(messages.find((m) => m.id === sent.body.id)).toMatchObject({ user_id: me.user.id, company: null });
    const tickets = (await list<SupportTicketList>('/api/admin/site/support-tickets')).body.items;
    expect(tickets.find((t) => t.id === ticket.body.id)).toMatchObject({ user_id: me.user.id });
  });

  it.each([
    ['name', { name: '  ' }, M.nameRequired],
    ['name', { name: 'x'.repeat(201) }, M.nameTooLong],
    ['email', { email: 'not an address' }, M.emailInvalid],
    ['email', { email: undefined }, M.emailInvalid],
    ['company', { company: 'c'.repeat(201) }, M.companyTooLong],
    ['topic', { topic: 'spam' }, M.topicRequired],
    ['message', { message: '' }, M.textRequired],
    ['message', { message: 'too short' }, M.textTooShort(10)],
    ['message', { message: 'm'.repeat(5001) }, M.textTooLong(5000)],
  ])('refuses a contact message with a bad %s, naming it', async (path, change, message) => {
    const answer = await post('/api/site/contact', { ...CONTACT, ...change });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', issues: [{ path, message }] } });
  });

  it.each([
    ['subject', { subject: '' }, M.subjectRequired],
    ['category', { category: 'other' }, M.categoryRequired],
    ['priority', { priority: 'whenever' }, M.priorityRequired],
    ['priority', { priority: undefined }, M.priorityRequired],
    ['description', { description: 'short' }, M.textTooShort(10)],
  ])('refuses a ticket with a bad %s, naming it', async (path, change, message) => {
    const answer = await post('/api/site/support-tickets', { ...TICKET, ...change });
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', issues: [{ path, message }] } });
  });

  it('stores a support ticket with every priority and category, each with a reference to quote', async () => {
    const headers = fromAddress();
    const sent = await post('/api/site/support-tickets', { ...TICKET, subject: 'First' }, headers);
    expect(sent).toMatchObject({ status: 201, body: { reference: expect.stringMatching(/^[0-9A-F]{8}$/) } });
    expect(sent.body.reference).toBe((sent.body.id as string).replaceAll('-', '').slice(0, 8).toUpperCase());
    const other = await post(
      '/api/site/support-tickets',
      { ...TICKET, subject: 'Second', category: 'billing', priority: 'low' },
      headers,
    );
    const tickets = (await list<SupportTicketList>('/api/admin/site/support-tickets?limit=2')).body;
    expect(tickets.items.map((t) => [t.id, t.subject, t.category, t.priority, t.reference])).toEqual([
      [other.body.id, 'Second', 'billing', 'low', other.body.reference],
      [sent.body.id, 'First', 'bug', 'urgent', sent.body.reference],
    ]);
  });

  it('keeps a newsletter address once, lowercased, answering the same both times', async () => {
    const first = await post('/api/site/newsletter', { email: '  Reader@Example.COM ' });
    const again = await post('/api/site/newsletter', { email: 'reader@example.com' });
    expect(first).toMatchObject({ status: 201, body: { email: 'reader@example.com' } });
    expect(again).toEqual(expect.objectContaining({ status: 201, body: first.body }));
    const listed = (await list<NewsletterSubscriptionList>('/api/admin/site/newsletter-subscriptions')).body;
    expect(listed.items.filter((s) => s.email === 'reader@example.com')).toHaveLength(1);
    expect((await post('/api/site/newsletter', { email: 'nope' })).body).toMatchObject({
      issues: [{ path: 'email', message: M.emailInvalid }],
    });
  });

  it.each([
    ['/api/site/contact', CONTACT, SITE_FORM_LIMITS.contact],
    ['/api/site/support-tickets', TICKET, SITE_FORM_LIMITS.supportTicket],
    ['/api/site/newsletter', { email: 'limited@example.com' }, SITE_FORM_LIMITS.newsletter],
  ])('limits %s per client address and hour, saying when to try again', async (path, body, limit) => {
    const headers = fromAddress();
    for (let i = 0; i < limit; i += 1) expect((await post(path, body, headers)).status).toBe(201);
    const refused = await post(path, body, headers);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(Messages.http.tooManyRequests(wait));
    // Another address is not held back.
    expect((await post(path, body)).status).toBe(201);
  });

  it('does not count a refused form against the limit', async () => {
    const headers = fromAddress();
    for (let i = 0; i < SITE_FORM_LIMITS.contact + 2; i += 1)
      expect((await post('/api/site/contact', { ...CONTACT, email: 'bad' }, headers)).status).toBe(400);
    expect((await post('/api/site/contact', CONTACT, headers)).status).toBe(201);
  });

  it('pages the administrators’ lists and refuses a bad page size', async () => {
    const headers = fromAddress();
    for (let i = 0; i < 3; i += 1) await post('/api/site/newsletter', { email: `page${i}@example.com` }, headers);
    const first = (await list<NewsletterSubscriptionList>('/api/admin/site/newsletter-subscriptions?limit=2')).body;
    expect(first.items).toHaveLength(2);
    expect(first.nextBefore).toEqual(expect.any(String));
    const second = (
      await list<NewsletterSubscriptionList>(
        `/api/admin/site/newsletter-subscriptions?limit=2&before=${encodeURIComponent(first.nextBefore!)}`,
      )
    ).body;
    expect(second.items.map((s) => s.id)).not.toContain(first.items[0]!.id);
    expect(second.total).toBe(first.total);
    const bad = await list('/api/admin/site/contact-messages?limit=0');
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'limit' }] } });
  });

  it('lets only administrators read the lists', async () => {
    const user = await signUpUser(stack.baseUrl);
    for (const path of [
      '/api/admin/site/contact-messages',
      '/api/admin/site/support-tickets',
      '/api/admin/site/newsletter-subscriptions',
    ]) {
      expect((await call(stack.baseUrl, 'GET', path)).status).toBe(401);
      expect((await call(stack.baseUrl, 'GET', path, { token: user.token })).status).toBe(403);
      expect((await call(stack.baseUrl, 'GET', path, { token: admin })).status).toBe(200);
    }
  });
});
