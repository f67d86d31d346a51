/** Pieces shared by the hashicorp/google writers: project and region variables, labels, names, service account emails. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { dnsLabel } from '../../../model/names';
import { regionOf } from '../../../model/regions';
import { type TfContext } from '../../../render/terraform/context';

export const project = (x: TfContext) =>
  x.variable('project_id', { type: 'string', description: 'Google Cloud project to deploy into' });
export const region = (x: TfContext) =>
  x.variable('region', {
    type: 'string',
    description: 'Google Cloud region',
    default: regionOf('gcp', x.plan.global.regions) ?? 'europe-west1',
  });
export const labels = (c: Component) => ({
  managed_by: 'infragen',
  environment: expr('var.environment'),
  name: dnsLabel(c),
});
export const gName = (c: Component, max = 63) => dnsLabel(c, max);

export const saEmail = (c: Component, x: TfContext) => x.ref(c.ref.serviceAccount as Component, 'email');

/** `project` and `name`, the first two arguments of most Google resources: the project variable and the component's name. */
export const inProject = (c: Component, x: TfContext, max = 63) => ({ project: project(x), name: gName(c, max) });
