/**
 * What Azure Static Web Apps are planned and written with: their tier and the regions they are
 * offered in.
 */
import { type Component } from '../../model/types';
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { namedTier } from './settings';
import { attrsOf } from '../../plan/track-reads';

// Static Web Apps keeps its control plane in a few regions only; the content is served globally.
const SWA_REGIONS = ['westus2', 'centralus', 'eastus2', 'westeurope', 'eastasia'];

/** Where the site's resource lives: the request's region when the service is offered there, else West Europe. */
export function staticSiteRegion(plan: Planner | { global: Planner['global'] }): string {
  const stated = regionOf('azure', plan.global.regions);
  return stated && SWA_REGIONS.includes(stated) ? stated : 'westeurope';
}

/**
 * The plan of a static site: Standard when asked, or when an app of the request serves its API
 * (only Standard links a backend); else Free.
 */
export const staticSiteTier = (c: Component, plan: Pick<Planner, 'all' | 'phrases'>) =>
  namedTier(c, ['Free', 'Standard'], siteBackend(plan) ? 'Standard' : 'Free');

// The request says an app serves the site's API: "as its backend", "so /api calls go there".
const SERVES_API = /\b(?:back-?ends?|back end)\b|\/api\b|\bapi calls?\b/i;

/**
 * The app the request asks to serve the site's API, linked as its backend: its Function App (new
 * or existing), else its web app; none unless the request says an app is the backend.
 */
export function siteBackend(plan: Pick<Planner, 'all' | 'phrases'>): Component | undefined {
  if (!plan.phrases.some((p) => SERVES_API.test(p))) return undefined;
  return [...plan.all('azure.linux_function_app'), ...plan.all('azure.linux_web_app')].find((b) => !b.implicit);
}

/** Links `backend` to the site: it serves the site's /api routes, so an '/api' path said of it is met. */
export function linkedAsApi(backend: Component): Component {
  if (/^\/api\b/.test(String(attrsOf(backend).path ?? ''))) void backend.attrs.path;
  return backend;
}
