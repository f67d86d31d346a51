import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './index.css';
import { makeStore } from '@/app/store';
import { preloadPage, routes } from '@/app/routes';
import { AppShell } from '@/app/app-shell';
import { PRERENDERED_ATTRIBUTE } from '@/app/prerendered';

const store = makeStore();
const root = document.getElementById('root')!;
const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
// A page that arrives rendered is read, scrolled and clicked before the app takes it over: the
// router must not move it then. With hydration data (none: no route has a loader) the router's
// first render leaves the scroll where the browser and the visitor put it (ScrollRestoration would
// otherwise jump to the top as it hydrates, and a click on its way lands on whatever is there now).
// In-app navigations scroll as before; a reload still returns to its saved position.
const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
const app = (
  <AppShell store={store}>
    <RouterProvider router={router} />
  </AppShell>
);

// A public page arrives rendered (the api puts the build-time markup in the root): the app loads
// the page's own chunk, then takes that markup over instead of painting it again (a chunk that
// fails to load is retried by the page itself). As a transition, hydrating yields to the browser
// every few milliseconds instead of holding the main thread for the whole page (a click on a part
// not yet hydrated hydrates that part first). Every other page is rendered here.
if (prerendered)
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
else createRoot(root).render(app);
