import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  c.ref.vpc = plan.ensure('aws.vpc', 'route tables belong to a VPC', { label: 'main' });
  if (!c.config.tier)
    c.config.tier = plan.has('aws.internet_gateway') || c.attrs.flags.has('public') ? 'public' : 'private';
  if (c.config.tier === 'public' && !plan.has('aws.internet_gateway'))
    plan.add('aws.internet_gateway', { implicit: 'the public route table needs a gateway', label: 'main' });
};
