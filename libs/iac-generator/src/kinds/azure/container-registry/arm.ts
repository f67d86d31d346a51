import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { namedTier, premiumRegistry } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) => {
    const registry = x.resource(c, 'Microsoft.ContainerRegistry/registries', '2023-07-01', {
      name: x.unique(azName(c, 30).replace(/-/g, '')),
      location: x.location(),
      sku: { name: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium') },
      // Closing public access and zone redundancy are Premium features.
      properties: premiumRegistry(c)
        ? {
            adminUserEnabled: false,
            publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
            zoneRedundancy: 'Enabled',
          }
        : { adminUserEnabled: false },
    });
    // Copies in other regions are a Premium feature: one replication child per region.
    if (premiumRegistry(c))
      for (const region of c.attrs.replicaRegions ?? [])
        x.resource(x.symbol(c, region), 'Microsoft.ContainerRegistry/registries/replications', '2023-07-01', {
          name: x.child(x.nameOf(registry, registry), region),
          location: region,
          properties: { zoneRedundancy: 'Enabled' },
          dependsOn: [registry],
        });
  },
};
