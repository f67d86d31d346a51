import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { namedTier } from '../settings';
import { globalName, placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_namespace',
  write: (c, x) => {
    const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
    x.primary(
      c,
      {
        name: globalName(c, x, 50),
        ...placed(c, x),
        sku,
        // Premium is sold in messaging units; one is the smallest.
        capacity: sku === 'Premium' ? 1 : undefined,
        premium_messaging_partitions: sku === 'Premium' ? 1 : undefined,
        local_auth_enabled: false,
        minimum_tls_version: '1.2',
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      'Shared access keys disabled: clients sign in with Entra ID.',
    );
  },
};
