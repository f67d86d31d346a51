import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminPanelCopy, type ConfigEntry } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { installFakeHttp } from '@/testing/fake-http';
import { adminAuthActions } from './admin-auth-slice';

const admin = {
  id: '00000000-0000-4000-8000-00000000000a',
  full_name: 'Ada Admin',
  email: 'a@example.com',
  role: 'admin',
};

const entry = (config_key: ConfigEntry['config_key'], type: ConfigEntry['type'], value: ConfigEntry['config_value']) =>
  ({
    config_key,
    config_value: value,
    default_value: value,
    type,
    description: 'what it does',
    updated_by: null,
    updated_by_email: null,
    updated_at: null,
  }) satisfies ConfigEntry;

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http?.restore());

describe('System Configuration page', () => {
  it('shows the range the server checks beside each number and text field, and none beside a switch', async () => {
    http = installFakeHttp([
      ({ url }) =>
        url.endsWith('/api/admin/config')
          ? {
              status: 200,
              body: [
                entry('default_credits_new_user', 'number', 10),
                entry('maintenance_message', 'string', 'Back soon.'),
                entry('maintenance_mode', 'boolean', false),
              ],
            }
          : undefined,
    ]);
    const store = makeStore(() => {
      throw new Error('no user socket in this test');
    });
    store.dispatch(adminAuthActions.signedIn({ user: admin, accessToken: 'admin-token', expiresAt: null }));
    await act(async () => {
      render(
        <Provider store={store}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin/config'] })} />
        </Provider>,
      );
    });

    const credits = await screen.findByLabelText(AdminPanelCopy.config.labels.default_credits_new_user);
    expect(credits).toHaveAccessibleDescription('A whole number from 0 to 1,000,000');
    expect(screen.getByLabelText(AdminPanelCopy.config.labels.maintenance_message)).toHaveAccessibleDescription(
      'At most 500 characters',
    );
    expect(screen.getByLabelText(AdminPanelCopy.config.labels.maintenance_mode)).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
