import { NET } from '../arm/network';
import { type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, target: t, endpoint, subnet, vnet, askedZone } = decide(c);
    // Clients in the network resolve the service's name to the endpoint through this zone.
    const zone = askedZone ? x.symbol(askedZone) : ownZone(c, x, endpoint.zone, vnet);
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

/** The endpoint's own private zone, linked to its network, when the request asks for none of that name. */
function ownZone(c: Component, x: ArmContext, zoneName: string, vnet: Component): string {
  const zone = x.resource(x.symbol(c, 'zone'), 'Microsoft.Network/privateDnsZones', '2020-06-01', {
    name: zoneName,
    location: 'global',
  });
  x.resource(x.symbol(c, 'zoneLink'), 'Microsoft.Network/privateDnsZones/virtualNetworkLinks', '2020-06-01', {
    name: `${zoneName}/${azName(c, 40)}-link`,
    location: 'global',
    properties: {
      registrationEnabled: false,
      virtualNetwork: { id: x.ref(x.symbol(vnet)) },
    },
    dependsOn: [zone],
  });
  return zone;
}
