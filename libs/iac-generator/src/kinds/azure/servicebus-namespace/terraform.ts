import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_servicebus_namespace',
  write: (c, x) => {
    const { sku, messagingUnits, partitions } = decide(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 50, 'label'),
        ...placed(c, x),
        sku,
        capacity: messagingUnits,
        premium_messaging_partitions: partitions,
        local_auth_enabled: false,
        minimum_tls_version: '1.2',
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      'Shared access keys disabled: clients sign in with Entra ID.',
    );
  },
};
