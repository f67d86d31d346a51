import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_share',
  write: (c, x) => {
    const { name, quotaGb } = decide(c);
    x.primary(c, {
      name,
      storage_account_id: x.ref(c.ref.account as Component),
      quota: quotaGb,
    });
  },
};
