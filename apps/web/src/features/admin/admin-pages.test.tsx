import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminPanelCopy, type SystemAlertView } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { adminAuthActions } from './admin-auth-slice';

const admin = {
  id: '00000000-0000-4000-8000-00000000000a',
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
};

const alert = (id: string, fields: Partial<SystemAlertView> = {}): SystemAlertView => ({
  id,
  title: `Alert ${id}`,
  message: 'details',
  alert_type: 'error',
  severity: 'high',
  is_resolved: false,
  resolved_at: null,
  resolved_by: null,
  resolved_by_email: null,
  occurrences: 1,
  last_seen_at: '2026-11-24T10:00:00.000Z',
  created_at: '2026-11-24T10:00:00.000Z',
  ...fields,
});

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http?.restore());

/** An admin page as a signed-in administrator sees it, its api answered by `routes`. */
async function renderAdmin(path: string, fakeRoutes: FakeRoute[]) {
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
  return store;
}

describe('System Alerts page', () => {
  it('shows the stats, the unresolved alerts in their severity colours, the last resolved and "And N more"; Resolve moves one', async () => {
    let resolved = false;
    const first = alert('11111111-1111-4111-8111-111111111111', { severity: 'critical', title: 'Redis unreachable' });
    const second = alert('22222222-2222-4222-8222-222222222222', { severity: 'low', title: 'Something small' });
    const done = alert('33333333-3333-4333-8333-333333333333', { is_resolved: true, resolved_by_email: admin.email });
    await renderAdmin('/admin/alerts', [
      ({ method, url }) =>
        method === 'POST' && url.endsWith(`/api/admin/alerts/${first.id}/resolve`)
          ? ((resolved = true), { status: 200, body: { ...first, is_resolved: true } })
          : undefined,
      ({ url }) =>
        url.endsWith('/api/admin/alerts')
          ? {
              status: 200,
              body: {
                stats: {
                  total: 10,
                  unresolved: resolved ? 1 : 2,
                  criticalUnresolved: resolved ? 0 : 1,
                  resolvedToday: 1,
                },
                unresolved: resolved ? [second] : [first, second],
                resolved: resolved ? [{ ...first, is_resolved: true }, done] : [done],
                moreResolved: 3,
              },
            }
          : undefined,
    ]);
    // The list is on the page (empty) before the alerts arrive: wait for the alert, not the list.
    const unresolved = await screen.findByRole('list', { name: AdminPanelCopy.alerts.unresolvedTitle });
    expect(await within(unresolved).findByText('Redis unreachable')).toBeInTheDocument();
    expect(within(unresolved).getByText('critical')).toHaveClass('bg-red-100');
    expect(within(unresolved).getByText('low')).toHaveClass('bg-blue-100');
    expect(screen.getByText(AdminPanelCopy.alerts.andMore(3))).toBeInTheDocument();
    expect(screen.getByText(AdminPanelCopy.alerts.resolvedBy(admin.email), { exact: false })).toBeInTheDocument();

    const row = within(unresolved).getByText('Redis unreachable').closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: AdminPanelCopy.alerts.resolve }));
    const resolvedList = screen.getByRole('list', { name: AdminPanelCopy.alerts.resolvedTitle });
    await waitFor(() => expect(within(resolvedList).getByText('Redis unreachable')).toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: AdminPanelCopy.alerts.unresolvedTitle })).queryByText(
        'Redis unreachable',
      ),
    ).toBeNull();
  });
});

describe('Promo Codes page', () => {
  it('generates an 8-character code and sends the dialog fields as typed', async () => {
    const created: unknown[] = [];
    await renderAdmin('/admin/promo-codes', [
      ({ method, url, body }) =>
        method === 'POST' && url.endsWith('/api/admin/promo-codes')
          ? (created.push(body), { status: 201, body: {} })
          : undefined,
      ({ url }) => (url.endsWith('/api/admin/promo-codes') ? { status: 200, body: [] } : undefined),
    ]);
    expect(await screen.findByText(AdminPanelCopy.promo.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: AdminPanelCopy.promo.create }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: AdminPanelCopy.promo.generate }));
    const code = (within(dialog).getByLabelText(AdminPanelCopy.promo.code) as HTMLInputElement).value;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await userEvent.type(within(dialog).getByLabelText(AdminPanelCopy.promo.maxUses), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: AdminPanelCopy.promo.submit }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      code,
      description: '',
      discount_type: 'percentage',
      discount_value: '',
      max_uses: '5',
      expires_at: '',
    });
  });

  it('shows what the server says is wrong under the field', async () => {
    await renderAdmin('/admin/promo-codes', [
      ({ method }) =>
        method === 'POST'
          ? {
              status: 409,
              body: { statusCode: 409, code: 'PROMO_CODE_TAKEN', message: AdminPanelCopy.promo.codeTaken('ONCE') },
            }
          : undefined,
      () => ({ status: 200, body: [] }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: AdminPanelCopy.promo.create }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(AdminPanelCopy.promo.code), 'once');
    await userEvent.click(within(dialog).getByRole('button', { name: AdminPanelCopy.promo.submit }));
    expect(await screen.findByText(AdminPanelCopy.promo.codeTaken('ONCE'))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('User Management page', () => {
  it('shows the fallbacks, and asks before disabling an account', async () => {
    const patches: unknown[] = [];
    await renderAdmin('/admin/users', [
      ({ method, body }) => (method === 'PATCH' ? (patches.push(body), { status: 200, body: {} }) : undefined),
      ({ url }) => (url.includes('/api/admin/plans') ? { status: 200, body: [] } : undefined),
      ({ url }) =>
        url.includes('/api/admin/users')
          ? {
              status: 200,
              body: {
                users: [
                  {
                    id: '44444444-4444-4444-8444-444444444444',
                    full_name: null,
                    email: 'nameless@example.com',
                    organization: null,
                    role: 'user',
                    created_at: '2026-11-01T00:00:00.000Z',
                    disabled: false,
                    credits: 12,
                    plan_id: null,
                    plan_name: null,
                  },
                ],
                total: 1,
                page: 1,
                pageSize: 20,
              },
            }
          : undefined,
    ]);
    const row = (await screen.findAllByTestId('admin-user-row'))[0]!;
    expect(within(row).getByText(AdminPanelCopy.users.noName)).toBeInTheDocument();
    expect(within(row).getByText(AdminPanelCopy.users.noOrganization)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: AdminPanelCopy.users.disable }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(AdminPanelCopy.users.confirmDisable('nameless@example.com'));
    expect(patches).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: AdminPanelCopy.confirm }));
    await waitFor(() => expect(patches).toEqual([{ disabled: true }]));
  });
});
