import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, premium, publicAccess, replicaRegions } = decide(c, x.plan);
    const registry = x.resource(c, 'Microsoft.ContainerRegistry/registries', '2023-07-01', {
      name: statedName(c, 50, 'alnum') ?? x.unique(azName(c, 30).replace(/-/g, '')),
      location: x.location(),
      sku: { name: sku },
      properties: premium
        ? {
            adminUserEnabled: false,
            publicNetworkAccess: publicAccess ? 'Enabled' : 'Disabled',
            zoneRedundancy: 'Enabled',
          }
        : { adminUserEnabled: false },
    });
    // One replication child per region the registry is copied to.
    for (const region of replicaRegions)
      x.resource(x.symbol(c, region), 'Microsoft.ContainerRegistry/registries/replications', '2023-07-01', {
        name: x.child(x.nameOf(registry, registry), region),
        location: region,
        properties: { zoneRedundancy: 'Enabled' },
        dependsOn: [registry],
      });
  },
};
