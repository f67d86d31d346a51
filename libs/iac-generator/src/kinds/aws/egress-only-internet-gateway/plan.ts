import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
  c.ref.vpc.attrs.flags.add('ipv6');
};
