import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { publicNetworkAccess } from '../closed-to-public';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_app_configuration',
  write: (c, x) =>
    void x.primary(c, {
      name: globalName(c, x, 50, 'label'),
      ...placed(c, x),
      sku: 'standard',
      local_auth_enabled: false,
      public_network_access: publicNetworkAccess(c, x.plan) ? 'Enabled' : 'Disabled',
      purge_protection_enabled: true,
      tags: tags(c),
    }),
};
