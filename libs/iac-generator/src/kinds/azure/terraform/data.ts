/**
 * Storage, Key Vault and databases as hashicorp/azurerm resources. Databases use Entra ID sign-in where Azure allows
 * it; other secrets go to Key Vault.
 */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { azName } from '../common';
import { COSMOS_TERRAFORM } from './cosmos';
import { SQL_TERRAFORM } from './sql';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

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
    },
    'The generated admin password is kept in Key Vault, never in code.',
  );
  return expr(`${pw}.result`);
};

export const DATA_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.mssql_server': SQL_TERRAFORM,
  'azure.cosmosdb_account': COSMOS_TERRAFORM,
};
