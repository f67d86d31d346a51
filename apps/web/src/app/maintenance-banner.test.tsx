import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from './store';
import { routes } from './routes';
import { installFakeHttp } from '@/testing/fake-http';

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

/** What the server says of maintenance; a test changes it as an operator would. */
let server: { maintenanceMode: boolean };

async function renderHome(maintenanceMode: boolean) {
  server = { maintenanceMode };
  http = installFakeHttp([
    ({ url }) =>
      url.endsWith('/api/status')
        ? {
            status: 200,
            body: {
              maintenanceMode: server.maintenanceMode,
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

const statusReads = () => http.requests.filter((r) => r.url.endsWith('/api/status')).length;

async function waitMs(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
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

  it('goes within seconds of the operator ending maintenance, not at the next slow read', async () => {
    jest.useFakeTimers();
    await renderHome(true);
    await waitMs(1_000);
    expect(screen.getByTestId('maintenance-banner')).toBeInTheDocument();
    server.maintenanceMode = false;
    await waitMs(6_000);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('asks only every half minute while maintenance is off', async () => {
    jest.useFakeTimers();
    await renderHome(false);
    await waitMs(1_000);
    const first = statusReads();
    await waitMs(25_000);
    expect(statusReads()).toBe(first);
    await waitMs(6_000);
    expect(statusReads()).toBe(first + 1);
  });

  it('asks again when the user comes back to the tab', async () => {
    jest.useFakeTimers();
    await renderHome(false);
    await waitMs(1_000);
    server.maintenanceMode = true;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('maintenance-banner')).toHaveTextContent('Back at 14:00 UTC.');
  });
});
