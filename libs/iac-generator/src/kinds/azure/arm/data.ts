/**
 * Storage, Key Vault and databases as ARM resources. Databases use Entra ID sign-in where Azure allows it; a password
 * that must exist is a secure parameter without a default.
 */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { type ArmWriter, ArmExpr, type ArmContext, type ArmRef } from '../../../render/azure/arm-context';
import { COSMOS_ARM } from './cosmos';
import { SQL_ARM } from './sql';

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

export const DATA_ARM: Record<string, ArmWriter> = {
  'azure.mssql_server': SQL_ARM,
  'azure.cosmosdb_account': COSMOS_ARM,
};
