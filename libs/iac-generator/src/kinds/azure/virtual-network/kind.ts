import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.virtual_network',
  label: 'main',
  title: 'Virtual network',
  needs: (c, plan) => {
    inGroup(c, plan);
    if (!plan.all('azure.subnet').length)
      plan.add('azure.subnet', {
        implicit: 'a network needs at least one subnet',
        label: 'workloads',
        config: { purpose: 'workloads' },
      }).ref.vnet = c;
  },
};
