import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteCopy } from '@infragen/contracts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * The public pages' frame. What shows the session or the backend's health comes from the route
 * tree (`account`, `status`): shared UI knows no feature. A skip link leads keyboard users past
 * the header to the page itself.
 */
export function PublicLayout({ account, status }: { account: ReactNode; status: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-4 py-2 focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:ring-2 focus:ring-accent"
      >
        {SiteCopy.nav.skipToContent}
      </a>
      <SiteHeader account={account} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter status={status} />
    </div>
  );
}
