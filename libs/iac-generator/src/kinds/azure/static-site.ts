/**
 * What Azure Static Web Apps are planned and written with: their tier and the regions they are
 * offered in.
 */
import { type Component } from '../../model/types';
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { namedTier } from './settings';

// Static Web Apps keeps its control plane in a few regions only; the content is served globally.
const SWA_REGIONS = ['westus2', 'centralus', 'eastus2', 'westeurope', 'eastasia'];

/** Where the site's resource lives: the request's region when the service is offered there, else West Europe. */
export function staticSiteRegion(plan: Planner | { global: Planner['global'] }): string {
  const stated = regionOf('azure', plan.global.regions);
  return stated && SWA_REGIONS.includes(stated) ? stated : 'westeurope';
}

/** The plan of a static site: Free unless Standard was asked for. */
export const staticSiteTier = (c: Component) => namedTier(c, ['Free', 'Standard'], 'Free');
