import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SiteCopy } from '@infragen/contracts';
import { PublicLayout } from '@/components/layout/public-layout';
import { LandingPage } from '@/features/marketing/landing-page';
import { StaticPage, type StaticPageKey } from '@/features/marketing/static-page';
import { PendingPage } from '@/features/marketing/pending-page';
import { NotFoundPage } from '@/features/errors/not-found-page';

const P = SiteCopy.pages;

const staticPage = (path: string, page: StaticPageKey): [string, ReactElement] => [path, <StaticPage page={page} />];

/** Every route of the product spec's route table (section 2), in one list the tests walk. */
export const ROUTE_TABLE: [string, ReactElement][] = [
  ['/', <LandingPage />],
  ['/auth', <PendingPage title={P.auth.title} />],
  ['/app', <PendingPage title={P.app.title} />],
  ['/profile', <PendingPage title={P.profile.title} />],
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
  ['/admin/login', <PendingPage title={P.adminLogin.title} />],
  ['/admin', <PendingPage title={P.adminDashboard.title} />],
  ['/admin/users', <PendingPage title={P.adminUsers.title} />],
  ['/admin/subscriptions', <PendingPage title={P.adminSubscriptions.title} />],
  ['/admin/alerts', <PendingPage title={P.adminAlerts.title} />],
  ['/admin/promo-codes', <PendingPage title={P.adminPromoCodes.title} />],
  ['/admin/openai', <PendingPage title={P.adminOpenai.title} />],
  ['/admin/config', <PendingPage title={P.adminConfig.title} />],
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [...ROUTE_TABLE.map(([path, element]) => ({ path, element })), { path: '*', element: <NotFoundPage /> }],
  },
];
