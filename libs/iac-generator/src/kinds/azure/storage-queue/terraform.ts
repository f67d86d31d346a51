import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_queue',
  write: (c, x) => {
    const { name } = decide(c);
    // By the account's id (not its name): created through Azure Resource Manager, so an account
    // that takes no shared keys still holds it.
    x.primary(c, { name, storage_account_id: x.ref(c.ref.account as Component) });
  },
};
