import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PagePath } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { AppShell } from '@/app/app-shell';

/**
 * The public pages whose HTML is rendered at build time: what they show does not depend on who
 * is looking, so the first paint needs no script (the app then hydrates the same markup). Pages
 * behind sign-in, the sign-in page and the admin pages are rendered in the browser only.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/product',
  '/resources',
  '/pricing',
  '/enterprise',
  '/about',
  '/careers',
  '/contact',
  '/features',
  '/blog',
  '/community',
  '/support',
  '/terms',
  '/privacy',
  '/cookies',
  '/documentation',
  '/docs',
] as const satisfies readonly PagePath[];

export { PRERENDERED_ATTRIBUTE } from '@/app/prerendered';

/** The address the not-found page is rendered for: any address outside the route table. */
export const NOT_FOUND_SAMPLE = '/__not-found__';

/**
 * The markup the app renders into its root element at `path`, as a visitor without a session
 * first sees it (the same store and routes as the browser, so hydration matches). Waits for the
 * page's lazily loaded chunks, so the page's own content is in it.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A part that throws would be left to the browser with an inline script, which the site's
  // content security policy blocks: a page that cannot be rendered whole fails the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppShell store={makeStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
    // Every boundary inline, however large: revealing one later takes an inline script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw new AggregateError(errors, `${path} could not be rendered at build time`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
