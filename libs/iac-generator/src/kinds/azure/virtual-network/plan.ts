import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  if (!plan.all('azure.subnet').length)
    plan.add('azure.subnet', {
      implicit: 'a network needs at least one subnet',
      label: 'workloads',
      config: { purpose: 'workloads' },
    }).ref.vnet = c;
};
