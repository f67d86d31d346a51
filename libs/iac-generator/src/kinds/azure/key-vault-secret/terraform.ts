import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { deployerGrant } from '../key-vault/terraform';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_key_vault_secret',
  write: (c, x) => {
    const { name, vault, value, contentType } = decide(c);
    x.primary(c, {
      name,
      value: x.variable(`${c.id}_value`, {
        type: 'string',
        description: value.description,
        sensitive: true,
      }),
      key_vault_id: x.ref(vault),
      content_type: contentType,
      depends_on: deployerGrant(vault),
    });
  },
};
