import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  const vpcs = plan.all('aws.vpc');
  while (vpcs.length < 2)
    vpcs.push(plan.add('aws.vpc', { implicit: 'peering joins two VPCs', label: vpcs.length ? 'peer' : 'main' }));
  c.ref.vpcs = vpcs.slice(0, 2);
};
