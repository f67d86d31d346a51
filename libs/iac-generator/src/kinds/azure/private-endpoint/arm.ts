import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { ENDPOINT_TARGETS, azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const t = c.ref.target as Component;
    const endpoint = ENDPOINT_TARGETS[t.kind] ?? ENDPOINT_TARGETS['azure.storage_account'];
    const subnet = c.ref.subnet as Component;
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
        virtualNetwork: { id: x.ref(x.symbol(subnet.ref.vnet as Component)) },
      },
      dependsOn: [zone],
    });
    const pe = x.resource(c, 'Microsoft.Network/privateEndpoints', NET, {
      name: `pe-${azName(c)}`,
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
      name: `pe-${azName(c)}/default`,
      properties: {
        privateDnsZoneConfigs: [{ name: 'default', properties: { privateDnsZoneId: x.ref(zone) } }],
      },
      dependsOn: [pe],
    });
  },
};
