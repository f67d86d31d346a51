import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.subnet',
  label: 'workloads',
  title: 'Subnet',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.vnet ??= plan.ensure('azure.virtual_network', 'the network the subnet belongs to', { label: 'main' });
  },
};
