import { type Needs } from '../../../plan/needs';
import { inGroup, publicIpFor, subnetFor } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  if (c.attrs.flags.has('internal')) subnetFor(c, plan);
  else publicIpFor(c, plan, 'the public frontend of the load balancer', 'lb');
};
