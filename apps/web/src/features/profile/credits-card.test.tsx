import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountCopy } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { authActions } from '@/entities/session/auth-slice';
import { installFakeHttp } from '@/testing/fake-http';

const user = {
  id: 'u',
  email: 'ada@example.com',
  fullName: 'Ada',
  role: 'user' as const,
  emailVerified: true,
  createdAt: '',
};
const session = {
  accessToken: 't',
  tokenType: 'Bearer' as const,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  expiresIn: 60,
};

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http.restore());

describe('/profile: credits, promo codes and projects', () => {
  it('shows the balance and plan, redeems a code, says why one is refused, and lists the kept projects', async () => {
    let balance = 60;
    http = installFakeHttp([
      ({ method, body }) => {
        if (method !== 'POST') return undefined;
        const code = (body as { code: string }).code;
        if (code === 'USED')
          return {
            status: 409,
            body: { statusCode: 409, code: 'PROMO_CODE_ALREADY_REDEEMED', message: AccountCopy.promo.alreadyRedeemed },
          };
        balance += 5;
        return {
          status: 200,
          body: {
            code,
            discount_type: 'credits',
            discount_value: 5,
            message: AccountCopy.promo.redeemedCredits(5),
            balance,
            redeemed_at: '2026-11-24T00:00:00.000Z',
          },
        };
      },
      ({ url }) =>
        url.endsWith('/api/account/credits')
          ? {
              status: 200,
              body: {
                balance,
                spendingEnabled: true,
                builtInGenerator: false,
                unlimited: false,
                plan: {
                  id: '5a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01',
                  name: 'Starter',
                  credits_included: 50,
                  billing_period: 'monthly',
                },
                nextGrantAt: '2026-12-24T00:00:00.000Z',
                history: [],
                redemptions: [],
              },
            }
          : undefined,
      ({ url }) =>
        url.endsWith('/api/account/projects')
          ? {
              status: 200,
              body: {
                projects: [
                  {
                    id: '6a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01',
                    title: 'A VPC',
                    generations: 2,
                    updatedAt: '2026-11-24T00:00:00.000Z',
                    archivedAt: null,
                  },
                ],
                active: 1,
                limit: 5,
              },
            }
          : undefined,
      ({ url }) => (url.endsWith('/api/profile') ? { status: 200, body: { profile: null } } : undefined),
    ]);
    const store = makeStore(() => Promise.reject(new Error('no socket')));
    store.dispatch(authActions.sessionStarted({ user, session }));
    await act(async () => {
      render(
        <Provider store={store}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/profile'] })} />
        </Provider>,
      );
    });
    expect(await screen.findByTestId('credits-balance')).toHaveTextContent(AccountCopy.credits.balance(60));
    expect(screen.getByText(AccountCopy.credits.plan('Starter'), { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('projects-kept')).toHaveTextContent(AccountCopy.projects.kept(1, 5));
    expect(screen.getByText('A VPC')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText(AccountCopy.promo.label), 'gift5');
    await userEvent.click(screen.getByRole('button', { name: AccountCopy.promo.redeem }));
    expect(await screen.findByText(AccountCopy.promo.redeemedCredits(5))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('credits-balance')).toHaveTextContent(AccountCopy.credits.balance(65)),
    );

    await userEvent.type(screen.getByPlaceholderText(AccountCopy.promo.label), 'USED');
    await userEvent.click(screen.getByRole('button', { name: AccountCopy.promo.redeem }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AccountCopy.promo.alreadyRedeemed);
  });
});
