/** Pieces shared by the hashicorp/google writers: project and region variables, labels, names, service account emails. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { dnsLabel } from '../../../model/names';
import { regionOf } from '../../../model/regions';
import { type TfContext } from '../../../render/terraform/context';

// The project the request names is its default; without one, only the user can supply it.
export const project = (x: TfContext) =>
  x.variable('project_id', {
    type: 'string',
    description: 'Google Cloud project to deploy into',
    default: x.plan.global.project,
  });
export const region = (x: TfContext) =>
  x.variable('region', {
    type: 'string',
    description: 'Google Cloud region',
    default: regionOf('gcp', x.plan.global.regions) ?? 'europe-west1',
  });
/**
 * The zones the request states for a component that lie in the region written (a zone of another
 * region cannot hold it), as stated: "in zone europe-west1-b" places a zonal resource there.
 */
const statedZones = (c: Component, x: TfContext): string[] => {
  const home = regionOf('gcp', x.plan.global.regions) ?? 'europe-west1';
  return c.attrs.zones.filter((z) => z.startsWith(`${home}-`));
};

/** Where a zonal resource goes: the first zone stated for it, else zone b of the region. */
export const zoneOf = (c: Component, x: TfContext) => statedZones(c, x)[0] ?? expr(`"\${var.region}-b"`);

/**
 * Where a GKE cluster (and its node pools) lives: the one zone stated (a zonal cluster), else the
 * region, with several stated zones as the zones its nodes run in.
 */
export function clusterPlacement(cluster: Component, x: TfContext) {
  const zones = statedZones(cluster, x);
  return zones.length === 1
    ? { location: zones[0] }
    : { location: region(x), node_locations: zones.length > 1 ? zones : undefined };
}

export const labels = (c: Component) => ({
  managed_by: 'infragen',
  environment: expr('var.environment'),
  name: dnsLabel(c),
});
export const gName = (c: Component, max = 63) => dnsLabel(c, max);

export const saEmail = (c: Component, x: TfContext) => x.ref(c.ref.serviceAccount as Component, 'email');

/** `project` and `name`, the first two arguments of most Google resources: the project variable and the component's name. */
export const inProject = (c: Component, x: TfContext, max = 63) => ({ project: project(x), name: gName(c, max) });
