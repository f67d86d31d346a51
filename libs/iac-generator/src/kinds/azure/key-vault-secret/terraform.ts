import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_key_vault_secret',
  write: (c, x) => {
    x.primary(c, {
      name: azName(c, 127),
      value: x.variable(`${c.id}_value`, {
        type: 'string',
        description: `Value of the secret ${azName(c)}`,
        sensitive: true,
      }),
      key_vault_id: x.ref(c.ref.vault as Component),
      content_type: 'text/plain',
    });
  },
};
