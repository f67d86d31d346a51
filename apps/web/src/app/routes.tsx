import { lazy, Suspense, type ReactElement } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { pageRouteOf, type PagePath } from '@infragen/contracts';
// The layout's slot contents come first: in this order the entry chunk gzips about 0.3 KB smaller
// (scripts/check-bundle-size.mjs), the order it had when the layout imported them itself.
import { UserMenu } from '@/features/auth/user-menu';
import { HealthStatus } from '@/features/health/health-status';
import { PublicLayout } from '@/components/layout/public-layout';
import { LandingPage } from '@/features/marketing/landing-page';
import { MarketingPage, preloadMarketingPage, type MarketingPageKey } from '@/features/marketing/marketing-page';
import { DocsRoute, preloadDocs } from '@/features/docs/docs-route';
import { PageMeta } from '@/components/layout/page-meta';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RequireUser } from '@/features/auth/require-user';
import { SessionKeeper } from '@/features/auth/session-keeper';
import { WorkspaceRoute } from '@/features/workspace/workspace-route';
import { preloadTryIt, TryItSlot } from '@/features/workspace/try-it-slot';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { GithubHeaderSlot } from '@/entities/github-connection/header-slot';
import { MaintenanceBanner } from './maintenance-banner';

// Sign-in and sign-up (rendered in the browser only): their forms and tabs load on the way there.
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));

// The profile form brings the schema library (zod) with it: its own chunk keeps the public pages
// within their JavaScript budget (scripts/check-bundle-size.mjs).
const ProfilePage = lazy(() => import('@/features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));

// The admin panel is for a few operators: its pages load on first visit, which keeps the public
// site and /app within their JavaScript budget.
const AdminLoginPage = lazy(() =>
  import('@/features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminRoot = lazy(() => import('@/features/admin/admin-root').then((m) => ({ default: m.AdminRoot })));
const AdminLayout = lazy(() => import('@/features/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazy(() =>
  import('@/features/admin/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminUsersPage = lazy(() =>
  import('@/features/admin/admin-users-page').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminSubscriptionsPage = lazy(() =>
  import('@/features/admin/admin-subscriptions-page').then((m) => ({ default: m.AdminSubscriptionsPage })),
);
const AdminAlertsPage = lazy(() =>
  import('@/features/admin/admin-alerts-page').then((m) => ({ default: m.AdminAlertsPage })),
);
const AdminPromoCodesPage = lazy(() =>
  import('@/features/admin/admin-promo-codes-page').then((m) => ({ default: m.AdminPromoCodesPage })),
);
const AdminModelPage = lazy(() =>
  import('@/features/admin/admin-model-page').then((m) => ({ default: m.AdminModelPage })),
);
const AdminConfigPage = lazy(() =>
  import('@/features/admin/admin-config-page').then((m) => ({ default: m.AdminConfigPage })),
);
const AdminInboxPage = lazy(() =>
  import('@/features/admin/admin-inbox-page').then((m) => ({ default: m.AdminInboxPage })),
);

// GitHub loads on first use: its header actions when /app shows them, the callback page when
// GitHub sends the browser back (both outside the /app budget of scripts/check-bundle-size.mjs).
const GithubHeaderActions = lazy(() => import('@/features/github/github-header-actions'));
const GithubCallbackPage = lazy(() => import('@/features/github/github-callback-page'));

/** What a page loads on demand, by address: loaded first when the page arrives rendered. */
const PRELOADS: Partial<Record<PagePath, () => Promise<unknown>>> = {
  '/': preloadTryIt,
  '/docs': preloadDocs,
  '/documentation': preloadDocs,
};

const staticPage = (path: PagePath, page: MarketingPageKey): [PagePath, ReactElement] => {
  PRELOADS[path] = () => preloadMarketingPage(page);
  return [path, <MarketingPage page={page} />];
};

/**
 * Loads the chunks the page at `pathname` renders on demand, so that the page's build-time
 * markup hydrates in one pass (nothing on it waits for a chunk, unresponsive, after hydration).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = pageRouteOf(pathname);
  return (route && PRELOADS[route]?.()) || Promise.resolve();
}

/**
 * Every route the product has, in one list the tests walk. Its addresses are those of PAGE_ROUTES
 * (libs/contracts), which the api also reads: any other address is answered 404.
 */
export const ROUTE_TABLE: [PagePath, ReactElement][] = [
  // The landing's "try it" is the workspace's, for visitors without an account (loaded apart).
  ['/', <LandingPage tryIt={<TryItSlot />} />],
  [
    '/auth',
    <Suspense fallback={<FullScreenSpinner />}>
      <AuthPage />
    </Suspense>,
  ],
  [
    '/app',
    <RequireUser>
      <GithubHeaderSlot.Provider value={GithubHeaderActions}>
        <WorkspaceRoute />
      </GithubHeaderSlot.Provider>
    </RequireUser>,
  ],
  [
    '/profile',
    <RequireUser>
      <Suspense fallback={<FullScreenSpinner />}>
        <ProfilePage />
      </Suspense>
    </RequireUser>,
  ],
  staticPage('/product', 'product'),
  staticPage('/resources', 'resources'),
  staticPage('/pricing', 'pricing'),
  staticPage('/enterprise', 'enterprise'),
  staticPage('/about', 'about'),
  staticPage('/careers', 'careers'),
  staticPage('/contact', 'contact'),
  staticPage('/features', 'features'),
  staticPage('/blog', 'blog'),
  staticPage('/community', 'community'),
  staticPage('/support', 'support'),
  staticPage('/terms', 'terms'),
  staticPage('/privacy', 'privacy'),
  staticPage('/cookies', 'cookies'),
  ['/documentation', <DocsRoute />],
  ['/docs', <DocsRoute />],
  [
    '/auth/github/callback',
    <Suspense fallback={<FullScreenSpinner />}>
      <GithubCallbackPage />
    </Suspense>,
  ],
  [
    '/admin/login',
    <Suspense fallback={<FullScreenSpinner />}>
      <AdminLoginPage />
    </Suspense>,
  ],
  ['/admin', <AdminDashboardPage />],
  ['/admin/users', <AdminUsersPage />],
  ['/admin/subscriptions', <AdminSubscriptionsPage />],
  ['/admin/alerts', <AdminAlertsPage />],
  ['/admin/promo-codes', <AdminPromoCodesPage />],
  ['/admin/openai', <AdminModelPage />],
  ['/admin/config', <AdminConfigPage />],
  ['/admin/inbox', <AdminInboxPage />],
];

/** Admin pages (all but the login) sit in the admin shell, behind the admin guard. */
const isAdminShell = (path: string) => path.startsWith('/admin') && path !== '/admin/login';

export const routes: RouteObject[] = [
  {
    // The user session is restored (and kept fresh) once, for every page; the document's title
    // and description follow the page, and a new page starts at its top.
    element: (
      <>
        <SessionKeeper />
        <PageMeta />
        <ScrollRestoration />
        <MaintenanceBanner />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <PublicLayout account={<UserMenu />} status={<HealthStatus />} />,
        children: [
          ...ROUTE_TABLE.filter(([path]) => !isAdminShell(path)).map(([path, element]) => ({ path, element })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <AdminRoot />
          </Suspense>
        ),
        children: [
          {
            element: (
              <Suspense fallback={<FullScreenSpinner />}>
                <AdminLayout />
              </Suspense>
            ),
            children: ROUTE_TABLE.filter(([path]) => isAdminShell(path)).map(([path, element]) => ({ path, element })),
          },
        ],
      },
    ],
  },
];
