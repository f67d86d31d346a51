import { type Needs } from '../../../plan/needs';
import { inGroup, publicIpFor } from '../common';

export const needs: Needs = (c, plan) => {
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
};
