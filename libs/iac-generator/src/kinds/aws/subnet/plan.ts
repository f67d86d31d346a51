import { type Needs } from '../../../plan/needs';
import { subnetTier } from '../common';

export const needs: Needs = (c, plan) => {
  const vpc = plan.ensure('aws.vpc', 'subnets live in a VPC', { label: 'main' });
  c.ref.vpc = vpc;
  // Subnets of no stated tier beside an internet gateway the request asked for are what it serves.
  const stated = c.attrs.flags.has('public') || c.attrs.flags.has('private') || c.config.tier;
  if (!stated && !c.implicit && plan.all('aws.internet_gateway').some((g) => !g.implicit)) c.config.tier = 'public';
  const tier = subnetTier(c);
  c.config.tier = tier;
  // "private subnets in 3 AZs": one subnet of the tier in each zone asked, numbered on from the ones
  // there are (subnet/decide.ts gives the n-th subnet the n-th zone and address block).
  const zones = Math.min(c.attrs.zoneCount ?? 0, 6);
  const same = plan.all('aws.subnet').filter((s) => s === c || subnetTier(s) === tier);
  for (let i = same.length; i < zones; i++)
    plan.add('aws.subnet', {
      label: `${tier}_${i + 1}`,
      phrase: c.phrase,
      attrs: { flags: new Set([tier]) },
      config: { tier },
    });
  if (tier === 'public') {
    const igw = plan.ensure('aws.internet_gateway', 'public subnets reach the internet through it', {
      label: 'main',
    });
    c.ref.igw = igw;
  }
  const rt =
    plan.all('aws.route_table').find((r) => r.config.tier === tier || (!r.config.tier && !r.implicit)) ??
    plan.add('aws.route_table', { implicit: `routes for the ${tier} subnets`, label: tier });
  rt.config.tier ??= tier;
};
