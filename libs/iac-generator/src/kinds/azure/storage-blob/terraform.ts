import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_blob',
  write: (c, x) => {
    const ct = c.ref.container as Component;
    x.primary(c, {
      name: c.attrs.path ?? `${azName(c)}.txt`,
      storage_account_name: expr(`${x.addr(ct.ref.account as Component)}.name`),
      storage_container_name: x.ref(ct, 'name'),
      type: 'Block',
      source_content: 'placeholder',
    });
  },
};
