import { type TerraformWriter } from '../../../render/terraform/context';
import { eventHubInflate, namedTier } from '../settings';
import { globalName, placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub_namespace',
  write: (c, x) =>
    void x.primary(c, {
      name: globalName(c, x, 50),
      ...placed(c, x),
      sku: namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard'),
      capacity: c.attrs.readCapacity ?? 1,
      ...eventHubInflate(c),
      local_authentication_enabled: false,
      minimum_tls_version: '1.2',
      public_network_access_enabled: false,
      tags: tags(c),
    }),
};
