import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { namedTier, premiumRegistry } from '../settings';
import { globalName, placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_registry',
  write: (c, x) =>
    void x.primary(
      c,
      {
        name: globalName(c, x, 50),
        ...placed(c, x),
        sku: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium'),
        admin_enabled: false,
        // Closing public access and zone redundancy are Premium features.
        public_network_access_enabled: premiumRegistry(c) ? c.attrs.flags.has('public') : undefined,
        zone_redundancy_enabled: premiumRegistry(c) || undefined,
        // Copies in other regions are a Premium feature.
        georeplications:
          premiumRegistry(c) && c.attrs.replicaRegions?.length
            ? c.attrs.replicaRegions.map((location) =>
                block({ location, zone_redundancy_enabled: true, tags: tags(c) }),
              )
            : undefined,
        tags: tags(c),
      },
      'No admin user: pulls authenticate with managed identities.',
    ),
};
