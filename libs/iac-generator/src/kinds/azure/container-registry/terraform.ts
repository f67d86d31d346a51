import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_registry',
  write: (c, x) => {
    const { sku, publicAccess, premium, replicaRegions } = decide(c, x.plan);
    x.primary(
      c,
      {
        name: globalName(c, x, 50),
        ...placed(c, x),
        sku,
        admin_enabled: false,
        public_network_access_enabled: publicAccess,
        zone_redundancy_enabled: premium || undefined,
        georeplications: replicaRegions.length
          ? replicaRegions.map((location) => block({ location, zone_redundancy_enabled: true, tags: tags(c) }))
          : undefined,
        tags: tags(c),
      },
      'No admin user: pulls authenticate with managed identities.',
    );
  },
};
