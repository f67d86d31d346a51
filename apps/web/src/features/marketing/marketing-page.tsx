import { Suspense } from 'react';
import { Messages } from '@infragen/contracts';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * The information pages, each in a chunk of its own: the landing's first load carries none of
 * their text or forms (scripts/check-bundle-size.mjs keeps it within its budget).
 */
const PAGES = {
  product: preloadableLazy(() => import('./product-page')),
  features: preloadableLazy(() => import('./features-page')),
  resources: preloadableLazy(() => import('./resources-page')),
  enterprise: preloadableLazy(() => import('./enterprise-page')),
  about: preloadableLazy(() => import('./about-page')),
  careers: preloadableLazy(() => import('./careers-page')),
  community: preloadableLazy(() => import('./community-page')),
  pricing: preloadableLazy(() => import('./pricing-page')),
  blog: preloadableLazy(() => import('./blog-page')),
  contact: preloadableLazy(() => import('./contact-page')),
  support: preloadableLazy(() => import('./support-page')),
  terms: preloadableLazy(() => import('./legal-page').then((m) => ({ default: m.TermsPage }))),
  privacy: preloadableLazy(() => import('./legal-page').then((m) => ({ default: m.PrivacyPage }))),
  cookies: preloadableLazy(() => import('./legal-page').then((m) => ({ default: m.CookiesPage }))),
};

export type MarketingPageKey = keyof typeof PAGES;

/** Loads an information page's chunk ahead of rendering it. */
export const preloadMarketingPage = (page: MarketingPageKey) => PAGES[page].preload();

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
