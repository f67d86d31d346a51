import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from './store';
import { routes } from './routes';
import { installFakeHttp } from '@/testing/fake-http';

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http.restore());

async function renderHome(maintenanceMode: boolean) {
  http = installFakeHttp([
    ({ url }) =>
      url.endsWith('/api/status')
        ? {
            status: 200,
            body: {
              maintenanceMode,
              maintenanceMessage: 'Back at 14:00 UTC.',
              registrationEnabled: true,
              supportEmail: 'help@example.com',
            },
          }
        : undefined,
  ]);
  await act(async () => {
    render(
      <Provider store={makeStore(() => Promise.reject(new Error('no socket')))}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </Provider>,
    );
  });
}

describe('maintenance banner', () => {
  it("shows the operator's message on every page while maintenance mode is on", async () => {
    await renderHome(true);
    expect(await screen.findByTestId('maintenance-banner')).toHaveTextContent('Back at 14:00 UTC.');
  });

  it('shows nothing otherwise', async () => {
    await renderHome(false);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });
});
