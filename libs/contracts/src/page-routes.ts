import { SiteCopy } from './site-copy';

type PageKey = keyof typeof SiteCopy.pages;

/**
 * Every page address of the web app, with the copy entry that titles and describes it. The web
 * router builds its routes from this table and the api answers a page load of any other address
 * with HTTP 404 (and the not-found page), so the two can never disagree about what exists.
 *
 * @example
 *   pageRouteOf('/Pricing/')   // '/pricing' (the router matches case-insensitively, ignoring a final slash)
 *   pageRouteOf('/nope')       // null
 */
export const PAGE_ROUTES = {
  '/': 'home',
  '/auth': 'auth',
  '/app': 'app',
  '/profile': 'profile',
  '/product': 'product',
  '/resources': 'resources',
  '/pricing': 'pricing',
  '/enterprise': 'enterprise',
  '/about': 'about',
  '/careers': 'careers',
  '/contact': 'contact',
  '/features': 'features',
  '/blog': 'blog',
  '/community': 'community',
  '/support': 'support',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/cookies': 'cookies',
  '/documentation': 'docs',
  '/docs': 'docs',
  '/auth/github/callback': 'githubCallback',
  '/admin/login': 'adminLogin',
  '/admin': 'adminDashboard',
  '/admin/users': 'adminUsers',
  '/admin/subscriptions': 'adminSubscriptions',
  '/admin/alerts': 'adminAlerts',
  '/admin/promo-codes': 'adminPromoCodes',
  '/admin/openai': 'adminOpenai',
  '/admin/config': 'adminConfig',
  '/admin/inbox': 'adminInbox',
} as const satisfies Record<string, PageKey>;

export type PagePath = keyof typeof PAGE_ROUTES;

const BY_LOWER_CASE = new Map(Object.keys(PAGE_ROUTES).map((path) => [path.toLowerCase(), path as PagePath]));

/** The route a pathname (no query, already decoded) shows, matched as the web router does; null: not found. */
export function pageRouteOf(pathname: string): PagePath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_LOWER_CASE.get((trimmed || '/').toLowerCase()) ?? null;
}

/** The document title and meta description of a pathname; the not-found page's for an unknown one. */
export function pageMetaOf(pathname: string): { title: string; description: string } {
  const route = pageRouteOf(pathname);
  const page = route ? SiteCopy.pages[PAGE_ROUTES[route]] : SiteCopy.notFound;
  return { title: route === '/' ? page.title : SiteCopy.documentTitle(page.title), description: page.description };
}
