import { lazy, Suspense } from 'react';
import { Messages } from '@infragen/contracts';

/**
 * The information pages, each in a chunk of its own: the landing's first load carries none of
 * their text or forms (scripts/check-bundle-size.mjs keeps it within its budget).
 */
const PAGES = {
  product: lazy(() => import('./product-page')),
  features: lazy(() => import('./features-page')),
  resources: lazy(() => import('./resources-page')),
  enterprise: lazy(() => import('./enterprise-page')),
  about: lazy(() => import('./about-page')),
  careers: lazy(() => import('./careers-page')),
  community: lazy(() => import('./community-page')),
  pricing: lazy(() => import('./pricing-page')),
  blog: lazy(() => import('./blog-page')),
  contact: lazy(() => import('./contact-page')),
  support: lazy(() => import('./support-page')),
  terms: lazy(() => import('./legal-page').then((m) => ({ default: m.TermsPage }))),
  privacy: lazy(() => import('./legal-page').then((m) => ({ default: m.PrivacyPage }))),
  cookies: lazy(() => import('./legal-page').then((m) => ({ default: m.CookiesPage }))),
};

export type MarketingPageKey = keyof typeof PAGES;

/**
 * One information page. While its chunk loads, the space stays a screen tall, so the footer does
 * not jump into view and back (no layout shift).
 */
export function MarketingPage({ page }: { page: MarketingPageKey }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="min-h-screen" role="status">
      <span className="sr-only">{Messages.common.loading}</span>
    </div>
  );
}
