/** What the hashicorp/azurerm writers of databases share. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { azName } from '../common';
import { type TfContext } from '../../../render/terraform/context';
import { deployerGrant } from '../key-vault/terraform';

export const passwordIn = (c: Component, x: TfContext) => {
  const pw = x.resource('random_password', c.id, { length: 32, special: true, override_special: '!#%*-_=+' });
  const kv = c.ref.vault as Component;
  x.resource(
    'azurerm_key_vault_secret',
    `${c.id}_admin_password`,
    {
      name: `${azName(c, 90)}-admin-password`,
      value: expr(`${pw}.result`),
      key_vault_id: x.ref(kv),
      content_type: 'password',
      depends_on: deployerGrant(kv),
    },
    'The generated admin password is kept in Key Vault, never in code.',
  );
  return expr(`${pw}.result`);
};
