import { type Needs } from '../../../plan/needs';
import { network } from '../common';

export const needs: Needs = (c, plan) => {
  c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to reach', { label: 'warehouse' });
  network(c, plan);
  const group =
    plan.all('aws.redshift_subnet_group').find((g) => g.ref.owner === c.ref.cluster) ??
    plan.ensure('aws.redshift_subnet_group', 'subnets for the endpoint', { label: 'endpoint' });
  c.ref.subnetGroup = group;
};
