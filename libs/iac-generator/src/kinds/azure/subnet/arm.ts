import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { guardedSubnets, subnetIndex } from '../common';
import { decide } from './decide';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { vnet, name, range, privateLinkPoliciesOff, delegation } = decide(c, x.plan);
    const i = subnetIndex(c, x.plan.all('azure.subnet'));
    const nsg = x.plan.all('azure.network_security_group').find((g) => guardedSubnets(g, x.plan).includes(c));
    // A NAT gateway attached to this subnet is set on the subnet itself in ARM.
    const nat = x.plan.all('azure.nat_gateway').find((n) => n.ref.subnet === c);
    x.resource(c, 'Microsoft.Network/virtualNetworks/subnets', NET, {
      name: `${ownName(vnet, 'vnet')}/${name}`,
      properties: {
        addressPrefix: range,
        privateEndpointNetworkPolicies: 'Enabled',
        privateLinkServiceNetworkPolicies: privateLinkPoliciesOff ? 'Disabled' : undefined,
        networkSecurityGroup: nsg ? { id: x.ref(x.symbol(nsg)) } : undefined,
        natGateway: nat ? { id: x.ref(x.symbol(nat)) } : undefined,
        delegations: delegation ? [{ name: 'delegation', properties: { serviceName: delegation } }] : undefined,
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
