import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, Messages } from '@infragen/contracts';
import type { ApiConfig } from './config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins besides the api's own that may send the browser's cookies: the configured sites. */
function configuredOrigins(config: ApiConfig): Set<string> {
  const listed = (config.env.WEB_ORIGIN ?? '').split(',').map((s) => s.trim());
  if (config.env.PUBLIC_URL) listed.push(new URL(config.env.PUBLIC_URL).origin);
  return new Set(listed.filter(Boolean));
}

/**
 * Whether the browser says this request was made by a page of another site (or of a sibling site:
 * another port or subdomain). Browsers send `Origin` with every state-changing request; when it is
 * absent, `Sec-Fetch-Site` says the same. A request with neither comes from no browser, and so
 * cannot be forged by a page.
 */
function fromAnotherSite(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (allowed.has(origin)) return false;
    // "null": a sandboxed frame or a redirect chain that crossed sites.
    if (origin === 'null') return true;
    try {
      // The host the request reached, compared without the scheme: behind a proxy that ends TLS
      // the api sees http for a page served over https.
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Cross-site request forgery defence for what cookies authenticate (refreshing and ending a
 * session, the GitHub connection): a state-changing request that carries cookies and comes from a
 * page of another site is refused with 403 before any route runs. The cookies are SameSite=Strict
 * too; this also covers sibling sites (another port of the same host), which SameSite treats as
 * the same site. Requests authenticated by a bearer token carry no ambient credential and are not
 * affected.
 */
export function refuseCrossSiteCookieRequests(fastify: FastifyInstance, config: ApiConfig): void {
  const allowed = configuredOrigins(config);
  fastify.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (fromAnotherSite(request, allowed)) throw new AppError('FORBIDDEN', Messages.http.crossSiteRequest);
  });
}
