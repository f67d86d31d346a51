import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_managed_disk',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      storage_account_type: d.sku,
      create_option: 'Empty',
      disk_size_gb: d.sizeGb,
      public_network_access_enabled: false,
      network_access_policy: d.networkAccess,
      tags: tags(c),
    });
  },
};
