import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_share',
  write: (c, x) =>
    void x.primary(c, {
      name: azName(c, 63),
      storage_account_id: x.ref(c.ref.account as Component),
      quota: c.attrs.storageGb ?? 100,
    }),
};
