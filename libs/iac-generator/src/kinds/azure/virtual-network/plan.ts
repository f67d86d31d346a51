import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { inGroup, inside } from '../common';

/**
 * A new network whose own range was said apart from it ("vnet x, 10.40.0.0/16" read as two phrases)
 * takes the range stated in the request that holds the ranges stated for its subnets; with none, the
 * /16 holding them all. Its subnets then keep their stated ranges (outside the default space they
 * would be replaced).
 */
function spaceOfSubnets(c: Component, subnets: Component[], stated: string[]): string | undefined {
  const ranges = subnets.filter((s) => !s.ref.vnet || s.ref.vnet === c).flatMap((s) => s.attrs.cidrs);
  if (!ranges.length) return undefined;
  const holding = stated.filter((r) => ranges.every((s) => inside(s, r)));
  if (holding.length) return holding.sort((a, b) => Number(a.split('/')[1]) - Number(b.split('/')[1]))[0];
  const [a, b] = ranges[0].split('.');
  const wide = `${a}.${b}.0.0/16`;
  return ranges.every((r) => inside(r, wide)) ? wide : undefined;
}

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  if (!c.attrs.cidrs.length && !c.attrs.flags.has('existing')) {
    const space = spaceOfSubnets(c, plan.all('azure.subnet'), plan.global.cidrs);
    if (space) c.attrs.cidrs = [space];
  }
  if (!plan.all('azure.subnet').length)
    plan.add('azure.subnet', {
      implicit: 'a network needs at least one subnet',
      label: 'workloads',
      config: { purpose: 'workloads' },
    }).ref.vnet = c;
};
