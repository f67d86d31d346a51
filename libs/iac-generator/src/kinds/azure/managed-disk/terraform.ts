import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_managed_disk',
  write: (c, x) => {
    const { name, sku, sizeGb, networkAccess } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      storage_account_type: sku,
      create_option: 'Empty',
      disk_size_gb: sizeGb,
      public_network_access_enabled: false,
      network_access_policy: networkAccess,
      tags: tags(c),
    });
  },
};
