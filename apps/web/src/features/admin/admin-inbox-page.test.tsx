import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminPanelCopy, type ContactMessageView, type SiteFormSummary } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { adminAuthActions } from './admin-auth-slice';

const C = AdminPanelCopy.inbox;
const admin = {
  id: '00000000-0000-4000-8000-00000000000a',
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
};

const message = (n: number, fields: Partial<ContactMessageView> = {}): ContactMessageView => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  company: null,
  topic: 'sales',
  message: `Message ${n}\nwith a second line`,
  user_id: null,
  created_at: `2026-11-28T10:${String(60 - n).padStart(2, '0')}:00.000Z`,
  handled_at: null,
  handled_by: null,
  handled_by_email: null,
  ...fields,
});

const summary = (open: number): SiteFormSummary => ({
  'contact-messages': { open, total: 3 },
  'support-tickets': { open: 2, total: 2 },
  'newsletter-subscriptions': { open: 1, total: 5 },
});

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http?.restore());

async function renderInbox(path: string, fakeRoutes: FakeRoute[]) {
  http = installFakeHttp(fakeRoutes);
  const store = makeStore(() => {
    throw new Error('no user socket in this test');
  });
  store.dispatch(adminAuthActions.signedIn({ user: admin, accessToken: 'admin-token', expiresAt: null }));
  await act(async () => {
    render(
      <Provider store={store}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </Provider>,
    );
  });
}

describe('Inbox page', () => {
  it('lists newest first with the open count beside Inbox, pages on with before, and marks an item handled', async () => {
    const requests: string[] = [];
    const patches: unknown[] = [];
    let handled = false;
    const first = message(1);
    await renderInbox('/admin/inbox', [
      ({ method, url }) => (requests.push(`${method} ${url}`), undefined),
      ({ method, url, body }) =>
        method === 'PATCH' && url.endsWith(`/api/admin/site/contact-messages/${first.id}`)
          ? (patches.push(body),
            (handled = true),
            { status: 200, body: { kind: 'contact-messages', item: { ...first, handled_at: 'x' } } })
          : undefined,
      ({ url }) =>
        url.endsWith('/api/admin/site/summary') ? { status: 200, body: summary(handled ? 0 : 1) } : undefined,
      ({ url }) =>
        url.endsWith(`/api/admin/site/contact-messages/${first.id}`)
          ? {
              status: 200,
              body: {
                kind: 'contact-messages',
                item: handled
                  ? {
                      ...first,
                      handled_at: '2026-11-28T11:00:00.000Z',
                      handled_by: admin.id,
                      handled_by_email: admin.email,
                    }
                  : first,
              },
            }
          : undefined,
      ({ url }) =>
        url.includes('/api/admin/site/contact-messages?') && url.includes('before=')
          ? {
              status: 200,
              body: { items: [message(3, { handled_at: '2026-11-28T09:00:00.000Z' })], total: 3, nextBefore: null },
            }
          : undefined,
      ({ url }) =>
        url.includes('/api/admin/site/contact-messages?')
          ? {
              status: 200,
              body: {
                items: [handled ? { ...first, handled_at: 'x' } : first, message(2)],
                total: 3,
                nextBefore: 'cursor-2',
              },
            }
          : undefined,
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const badge = await screen.findByTestId('inbox-nav-badge');
    expect(badge).toHaveTextContent(C.navBadge(4));
    expect(screen.getByTestId('inbox-open-contact-messages')).toHaveTextContent(C.openCount(1));
    const list = await screen.findByRole('list', { name: C.lists['contact-messages'] });
    await waitFor(() => expect(within(list).getAllByTestId('inbox-item')).toHaveLength(2));
    expect(within(list).getAllByTestId('inbox-item')[0]).toHaveTextContent('Sender 1 <sender1@example.com>');

    await userEvent.click(screen.getByRole('button', { name: C.loadMore }));
    await waitFor(() => expect(within(list).getAllByTestId('inbox-item')).toHaveLength(3));
    expect(requests.some((r) => r.includes('before=cursor-2'))).toBe(true);
    expect(within(list).getAllByTestId('inbox-item')[2]).toHaveAttribute('data-state', 'handled');
    expect(screen.queryByRole('button', { name: C.loadMore })).toBeNull();

    await userEvent.click(within(within(list).getAllByTestId('inbox-item')[0]!).getByRole('button'));
    const detail = await screen.findByRole('region', { name: C.detailLabel });
    expect(await within(detail).findByRole('heading', { name: 'Sender 1' })).toBeInTheDocument();
    expect(within(detail).getByText(/Message 1\s+with a second line/)).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: C.markHandled }));
    await waitFor(() => expect(patches).toEqual([{ handled: true }]));
    expect(await within(detail).findByRole('button', { name: C.markOpen })).toBeInTheDocument();
    expect(within(detail).getByText(new RegExp(`^Handled by ${admin.email} on `))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('inbox-nav-badge')).toHaveTextContent(C.navBadge(3)));
  });

  it('switches list and filter through the address, asking the server for that part only', async () => {
    const requests: string[] = [];
    await renderInbox('/admin/inbox?list=support-tickets', [
      ({ url }) => (requests.push(url), undefined),
      ({ url }) => (url.endsWith('/api/admin/site/summary') ? { status: 200, body: summary(0) } : undefined),
      () => ({ status: 200, body: { items: [], total: 0, nextBefore: null } }),
    ]);
    expect(await screen.findByText(C.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${C.lists['support-tickets']}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(screen.getByLabelText(C.stateLabel), 'open');
    expect(await screen.findByText(C.noneInState)).toBeInTheDocument();
    expect(requests.some((r) => r.includes('/api/admin/site/support-tickets?') && r.includes('state=open'))).toBe(true);
  });
});
