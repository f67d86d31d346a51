import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_managed_disk',
  write: (c, x) =>
    void x.primary(c, {
      name: `disk-${azName(c)}`,
      ...placed(c, x),
      storage_account_type: 'Premium_LRS',
      create_option: 'Empty',
      disk_size_gb: c.attrs.storageGb ?? 64,
      public_network_access_enabled: false,
      network_access_policy: 'DenyAll',
      tags: tags(c),
    }),
};
