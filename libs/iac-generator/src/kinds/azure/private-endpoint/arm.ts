import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, target: t, endpoint, subnet, vnet } = decide(c);
    // Clients in the network resolve the service's name to the endpoint through this zone.
    const zone = x.resource(x.symbol(c, 'zone'), 'Microsoft.Network/privateDnsZones', '2020-06-01', {
      name: endpoint.zone,
      location: 'global',
    });
    x.resource(x.symbol(c, 'zoneLink'), 'Microsoft.Network/privateDnsZones/virtualNetworkLinks', '2020-06-01', {
      name: `${endpoint.zone}/${azName(c, 40)}-link`,
      location: 'global',
      properties: {
        registrationEnabled: false,
        virtualNetwork: { id: x.ref(x.symbol(vnet)) },
      },
      dependsOn: [zone],
    });
    const pe = x.resource(c, 'Microsoft.Network/privateEndpoints', NET, {
      name,
      location: x.location(),
      properties: {
        subnet: { id: x.ref(x.symbol(subnet)) },
        privateLinkServiceConnections: [
          {
            name: 'connection',
            properties: { privateLinkServiceId: x.ref(x.symbol(t)), groupIds: [endpoint.group] },
          },
        ],
      },
    });
    x.resource(x.symbol(c, 'dnsGroup'), 'Microsoft.Network/privateEndpoints/privateDnsZoneGroups', NET, {
      name: `${name}/default`,
      properties: {
        privateDnsZoneConfigs: [{ name: 'default', properties: { privateDnsZoneId: x.ref(zone) } }],
      },
      dependsOn: [pe],
    });
  },
};
