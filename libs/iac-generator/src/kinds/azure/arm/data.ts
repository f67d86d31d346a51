/** What the ARM writers of storage and databases share. */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { ArmExpr, type ArmContext, type ArmRef } from '../../../render/azure/arm-context';

export const TENANT = new ArmExpr('subscription().tenantId', 'subscription().tenantId');

/** ARM: the private DNS zone (and its network link) a VNet-integrated flexible server needs. */
export function armDnsZone(c: Component, x: ArmContext, zone: string): ArmRef {
  const vnet = (c.ref.subnet as Component).ref.vnet as Component;
  const sym = x.resource(x.symbol(c, 'dns'), 'Microsoft.Network/privateDnsZones', '2020-06-01', {
    name: zone,
    location: 'global',
  });
  x.resource(x.symbol(c, 'dnsLink'), 'Microsoft.Network/privateDnsZones/virtualNetworkLinks', '2020-06-01', {
    name: `${zone}/${azName(c, 40)}-link`,
    location: 'global',
    properties: { registrationEnabled: false, virtualNetwork: { id: x.ref(x.symbol(vnet)) } },
    dependsOn: [sym],
  });
  return x.ref(sym);
}
