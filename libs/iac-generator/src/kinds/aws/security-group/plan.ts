import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  if (!c.ref.vpc) c.ref.vpc = plan.ensure('aws.vpc', 'security groups belong to a VPC', { label: 'main' });
  if (!c.config.ports) c.config.ports = c.attrs.ports.length ? c.attrs.ports : [443];
};
