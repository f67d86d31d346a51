import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName, subnetIndex, subnetName, subnetRange, takesSecurityGroup } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const i = subnetIndex(c, x.plan.all('azure.subnet'));
    const vnet = c.ref.vnet as Component;
    const nsg = takesSecurityGroup(c) ? x.plan.first('azure.network_security_group') : undefined;
    // A NAT gateway attached to this subnet is set on the subnet itself in ARM.
    const nat = x.plan.all('azure.nat_gateway').find((n) => n.ref.subnet === c);
    x.resource(c, 'Microsoft.Network/virtualNetworks/subnets', NET, {
      name: `vnet-${azName(vnet)}/${subnetName(c)}`,
      properties: {
        addressPrefix: subnetRange(c, x.plan.all('azure.subnet')),
        privateEndpointNetworkPolicies: 'Enabled',
        // A Private Link service takes its NAT addresses from a subnet with Private Link service policies off.
        privateLinkServiceNetworkPolicies: c.config.privateLinkService ? 'Disabled' : undefined,
        networkSecurityGroup: nsg ? { id: x.ref(x.symbol(nsg)) } : undefined,
        natGateway: nat ? { id: x.ref(x.symbol(nat)) } : undefined,
        delegations: c.config.delegation
          ? [{ name: 'delegation', properties: { serviceName: String(c.config.delegation) } }]
          : undefined,
      },
      dependsOn: [
        x.symbol(vnet),
        ...(nat ? [x.symbol(nat)] : []),
        ...x.plan
          .all('azure.subnet')
          .slice(0, i)
          .map((s) => x.symbol(s)),
      ],
    });
  },
};
