import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { containerName } from '../data';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_container',
  write: (c, x) =>
    void x.primary(c, {
      name: containerName(c),
      storage_account_id: x.ref(c.ref.account as Component),
      container_access_type: 'private',
    }),
};
