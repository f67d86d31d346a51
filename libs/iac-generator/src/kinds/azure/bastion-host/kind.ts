import { type Kind } from '../../kind';
import { inGroup, publicIpFor } from '../common';

export const kind: Kind = {
  kind: 'azure.bastion_host',
  label: 'main',
  title: 'Azure Bastion',
  needs: (c, plan) => {
    // Bastion deploys only into a subnet of its own with the fixed name AzureBastionSubnet.
    inGroup(c, plan);
    const vnet = plan.ensure('azure.virtual_network', 'the network Bastion reaches machines in', { label: 'main' });
    const subnet =
      plan.all('azure.subnet').find((s) => s.config.purpose === 'bastion') ??
      plan.add('azure.subnet', {
        implicit: 'Azure Bastion needs its own subnet named AzureBastionSubnet',
        label: 'bastion',
        config: { purpose: 'bastion', fixedName: 'AzureBastionSubnet' },
      });
    subnet.ref.vnet = vnet;
    c.ref.subnet = subnet;
    publicIpFor(c, plan, 'the public address Bastion is reached on', 'bastion');
  },
};
