import { type Needs } from '../../../plan/needs';
import { network, subnetTier } from '../common';

export const needs: Needs = (c, plan) => {
  network(c, plan, { tier: 'public', count: 1 });
  network(c, plan, { tier: 'private', count: 1 });
  c.ref.publicSubnet = plan.all('aws.subnet').find((s) => subnetTier(s) === 'public');
};
