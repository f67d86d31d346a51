import {
  AdminPanelCopy,
  type AuditPage,
  type SiteFormEntry,
  type SiteFormSummary,
  type SupportTicketList,
} from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { waitFor } from '../support/free-port';
import { call, signUpUser } from './auth-helpers';
import { adminToken, listen, OPERATOR, type ListeningSocket } from './operator-helpers';

/**
 * The administrators' inbox against the real api, PostgreSQL and Redis: each list with its open
 * and handled parts, one item in full, marking it handled and open again (in the audit log, told
 * to every admin page), the CSV export (escaped, formulas neutralised), new arrivals heard at once
 * by admin sockets only, and every route closed to anyone but an administrator.
 */
const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
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

let addressCounter = 0;
/** A client address of its own for each form sent, so the per-address limits stay out of the way. */
const fromAddress = () => ({ 'x-forwarded-for': `10.89.${(addressCounter += 1)}.1` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function heardEvent(listening: ListeningSocket, event: string, id: string) {
  const match = () =>
    listening.heard.find((h) => h.event === event && (h.payload.item as { id?: string } | undefined)?.id === id);
  return (await waitFor(async () => match(), `${event} for ${id}`, 5_000)).payload as SiteFormEntry;
}

describe('the administrators’ inbox: site forms listed, handled, exported, live', () => {
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

  const post = (path: string, body: unknown) => call(stack.baseUrl, 'POST', path, { body, headers: fromAddress() });
  const as = <T = unknown>(method: string, path: string, body?: unknown) =>
    call<T>(stack.baseUrl, method, path, { token: admin, body });
  const sendTicket = async (subject: string) => (await post('/api/site/support-tickets', { ...TICKET, subject })).body;

  it('marks an item handled and open again, with who and when, in the audit log', async () => {
    const sent = await sendTicket('Handle me');
    const one = await as<SiteFormEntry>('GET', `/api/admin/site/support-tickets/${sent.id}`);
    expect(one).toMatchObject({
      status: 200,
      body: {
        kind: 'support-tickets',
        item: { id: sent.id, reference: sent.reference, description: TICKET.description, handled_at: null },
      },
    });

    const handled = await as<SiteFormEntry>('PATCH', `/api/admin/site/support-tickets/${sent.id}`, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body.item).toMatchObject({
      id: sent.id,
      handled_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handled_by: expect.any(String),
      handled_by_email: OPERATOR.email,
    });
    const audit = (await as<AuditPage>('GET', '/api/admin/audit?limit=5')).body.entries;
    expect(audit[0]).toMatchObject({
      actorEmail: OPERATOR.email,
      action: 'inbox.handled',
      summary: AdminPanelCopy.audit.inboxHandled(`the support ticket ${sent.reference}`),
      targetType: 'support-tickets',
      targetId: sent.id,
    });

    const open = (await as<SupportTicketList>('GET', '/api/admin/site/support-tickets?state=open&limit=200')).body;
    const done = (await as<SupportTicketList>('GET', '/api/admin/site/support-tickets?state=handled&limit=200')).body;
    expect(open.items.map((t) => t.id)).not.toContain(sent.id);
    expect(done.items.map((t) => t.id)).toContain(sent.id);

    const reopened = await as<SiteFormEntry>('PATCH', `/api/admin/site/support-tickets/${sent.id}`, {
      handled: false,
    });
    expect(reopened.body.item).toMatchObject({ handled_at: null, handled_by: null, handled_by_email: null });
    expect((await as<AuditPage>('GET', '/api/admin/audit?limit=1')).body.entries[0]).toMatchObject({
      action: 'inbox.reopened',
      summary: AdminPanelCopy.audit.inboxReopened(`the support ticket ${sent.reference}`),
    });
  });

  it('counts what is open in each list', async () => {
    const before = (await as<SiteFormSummary>('GET', '/api/admin/site/summary')).body;
    const sent = await sendTicket('Count me');
    await post('/api/site/newsletter', { email: `count.${Date.now()}@example.com` });
    const after = (await as<SiteFormSummary>('GET', '/api/admin/site/summary')).body;
    expect(after['support-tickets']).toEqual({
      open: before['support-tickets'].open + 1,
      total: before['support-tickets'].total + 1,
    });
    expect(after['newsletter-subscriptions'].open).toBe(before['newsletter-subscriptions'].open + 1);
    await as('PATCH', `/api/admin/site/support-tickets/${sent.id}`, { handled: true });
    expect((await as<SiteFormSummary>('GET', '/api/admin/site/summary')).body['support-tickets'].open).toBe(
      before['support-tickets'].open,
    );
  });

  it('refuses a list, item or change that is not there or not right, naming it', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await as('GET', `/api/admin/site/contact-messages/${missing}`)).toMatchObject({
      status: 404,
      body: { code: 'SITE_FORM_NOT_FOUND', message: AdminPanelCopy.inbox.notFound },
    });
    expect(await as('PATCH', `/api/admin/site/newsletter-subscriptions/${missing}`, { handled: true })).toMatchObject({
      status: 404,
      body: { code: 'SITE_FORM_NOT_FOUND' },
    });
    expect(await as('GET', `/api/admin/site/spam/${missing}`)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', issues: [{ path: 'kind' }] },
    });
    expect(await as('GET', '/api/admin/site/contact-messages/not-an-id')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'id' }] },
    });
    const sent = await sendTicket('Bad change');
    expect(await as('PATCH', `/api/admin/site/support-tickets/${sent.id}`, { handled: 'yes' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'handled' }] },
    });
    expect(await as('GET', '/api/admin/site/support-tickets?state=done')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'state' }] },
    });
    expect(await as('GET', '/api/admin/site/support-tickets/export?state=done')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'state' }] },
    });
    expect(await as('GET', '/api/admin/site/spam/export')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'kind' }] },
    });
  });

  it('exports a list as CSV: quoted, formulas neutralised, in the audit log', async () => {
    const hostile = {
      ...CONTACT,
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'csv@example.com',
      company: '+1 Corp, "Quoted"',
      message: '@SUM(A1:A9) and a second line\nwith -minus, commas and "quotes"',
    };
    const sent = (await post('/api/site/contact', hostile)).body;
    const answer = await fetch(`${stack.baseUrl}/api/admin/site/contact-messages/export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const F = AdminPanelCopy.inbox.fields;
    expect(text.split('\r\n')[0]).toBe(
      [F.name, F.email, F.company, F.topic, F.message, F.account, F.received, F.state, F.handledAt, F.handledBy, F.id]
        .map((h) => `"${h}"`)
        .join(','),
    );
    const line = [
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
      '"csv@example.com"',
      `"'+1 Corp, ""Quoted"""`,
      '"sales"',
      `"'@SUM(A1:A9) and a second line\nwith -minus, commas and ""quotes"""`,
      '""',
      `"${sent.receivedAt}"`,
      '"Open"',
      '""',
      '""',
      `"${sent.id}"`,
    ].join(',');
    expect(text).toContain(`${line}\r\n`);
    const audit = (await as<AuditPage>('GET', '/api/admin/audit?limit=1')).body.entries[0];
    expect(audit).toMatchObject({ action: 'inbox.export', targetType: 'contact-messages' });
    expect(audit!.summary).toMatch(/^Exported \d+ contact messages as CSV$/);

    // The handled part only: the message just sent is open, so it is not there.
    const handledOnly = await fetch(`${stack.baseUrl}/api/admin/site/contact-messages/export?state=handled`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(handledOnly.status).toBe(200);
    expect(await handledOnly.text()).not.toContain(sent.id);
  });

  it('tells every admin socket at once of each arrival and change, and nobody else', async () => {
    const user = await signUpUser(stack.baseUrl);
    const watchers = [await listen(stack.baseUrl, { token: admin }), await listen(stack.baseUrl, { token: admin })];
    const others = [await listen(stack.baseUrl, { token: user.token }), await listen(stack.baseUrl, {})];
    try {
      const contact = (await post('/api/site/contact', { ...CONTACT, message: 'Live arrival, please answer.' })).body;
      const ticket = await sendTicket('Live ticket');
      const email = `live.${Date.now()}@example.com`;
      await post('/api/site/newsletter', { email });
      const subscription = (
        await as<{ items: { id: string; email: string }[] }>('GET', '/api/admin/site/newsletter-subscriptions?limit=5')
      ).body.items.find((s) => s.email === email)!;
      for (const watcher of watchers) {
        expect(await heardEvent(watcher, 'inbox:received', contact.id)).toMatchObject({
          kind: 'contact-messages',
          item: { id: contact.id, message: 'Live arrival, please answer.', handled_at: null },
        });
        expect(await heardEvent(watcher, 'inbox:received', ticket.id)).toMatchObject({
          kind: 'support-tickets',
          item: { reference: ticket.reference, subject: 'Live ticket' },
        });
        expect(await heardEvent(watcher, 'inbox:received', subscription.id)).toMatchObject({
          kind: 'newsletter-subscriptions',
          item: { email },
        });
      }
      // An address subscribed again is not news.
      const count = watchers[0]!.heard.length;
      await post('/api/site/newsletter', { email });
      await as('PATCH', `/api/admin/site/contact-messages/${contact.id}`, { handled: true });
      for (const watcher of watchers)
        expect(await heardEvent(watcher, 'inbox:updated', contact.id)).toMatchObject({
          kind: 'contact-messages',
          item: { handled_by_email: OPERATOR.email },
        });
      expect(watchers[0]!.heard.slice(count).filter((h) => h.event === 'inbox:received')).toEqual([]);
      await sleep(200);
      for (const other of others) expect(other.heard.filter((h) => h.event.startsWith('inbox:'))).toEqual([]);
    } finally {
      for (const s of [...watchers, ...others]) s.socket.close();
    }
  });

  it('opens none of its routes to visitors or users', async () => {
    const user = await signUpUser(stack.baseUrl);
    const id = (await sendTicket('Closed door')).id as string;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/site/summary'],
      ['GET', `/api/admin/site/support-tickets/${id}`],
      ['PATCH', `/api/admin/site/support-tickets/${id}`, { handled: true }],
      ['GET', '/api/admin/site/support-tickets/export'],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await call(stack.baseUrl, method, path, { body })).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(stack.baseUrl, method, path, { body, token: user.token })).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    expect((await as<SiteFormEntry>('GET', `/api/admin/site/support-tickets/${id}`)).body.item.handled_at).toBeNull();
  });
});
