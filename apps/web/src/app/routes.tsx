import { lazy, Suspense, type ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SiteCopy } from '@infragen/contracts';
import { PublicLayout } from '@/components/layout/public-layout';
import { LandingPage } from '@/features/marketing/landing-page';
import { StaticPage, type StaticPageKey } from '@/features/marketing/static-page';
import { PendingPage } from '@/features/marketing/pending-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { AuthPage } from '@/features/auth/auth-page';
import { RequireUser } from '@/features/auth/require-user';
import { SessionKeeper } from '@/features/auth/session-keeper';
import { WorkspaceRoute } from '@/features/workspace/workspace-route';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { AdminLoginPage } from '@/features/admin/admin-login-page';
import { AdminRoot } from '@/features/admin/admin-root';
import { AdminLayout } from '@/features/admin/admin-layout';

const P = SiteCopy.pages;

// The profile form brings the schema library (zod) with it: its own chunk keeps the public pages
// within their JavaScript budget (scripts/check-bundle-size.mjs).
const ProfilePage = lazy(() => import('@/features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));

const staticPage = (path: string, page: StaticPageKey): [string, ReactElement] => [path, <StaticPage page={page} />];

/** Every route of the product spec's route table (section 2), in one list the tests walk. */
export const ROUTE_TABLE: [string, ReactElement][] = [
  ['/', <LandingPage />],
  ['/auth', <AuthPage />],
  ['/app', <RequireUser><WorkspaceRoute /></RequireUser>],
  ['/profile', <RequireUser><Suspense fallback={<FullScreenSpinner />}><ProfilePage /></Suspense></RequireUser>],
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
  staticPage('/documentation', 'docs'),
  staticPage('/docs', 'docs'),
  ['/auth/github/callback', <PendingPage title={P.githubCallback.title} />],
  ['/admin/login', <AdminLoginPage />],
  ['/admin', <PendingPage title={P.adminDashboard.title} />],
  ['/admin/users', <PendingPage title={P.adminUsers.title} />],
  ['/admin/subscriptions', <PendingPage title={P.adminSubscriptions.title} />],
  ['/admin/alerts', <PendingPage title={P.adminAlerts.title} />],
  ['/admin/promo-codes', <PendingPage title={P.adminPromoCodes.title} />],
  ['/admin/openai', <PendingPage title={P.adminOpenai.title} />],
  ['/admin/config', <PendingPage title={P.adminConfig.title} />],
];

/** Admin pages (all but the login) sit in the admin shell, behind the admin guard. */
const isAdminShell = (path: string) => path.startsWith('/admin') && path !== '/admin/login';

export const routes: RouteObject[] = [
  {
    // The user session is restored (and kept fresh) once, for every page.
    element: (
      <>
        <SessionKeeper />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...ROUTE_TABLE.filter(([path]) => !isAdminShell(path)).map(([path, element]) => ({ path, element })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AdminRoot />,
        children: [{ element: <AdminLayout />, children: ROUTE_TABLE.filter(([path]) => isAdminShell(path)).map(([path, element]) => ({ path, element })) }],
      },
    ],
  },
];
