import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_blob',
  write: (c, x) => {
    const ct = c.ref.container as Component;
    const name = c.attrs.path ?? `${azName(c)}.txt`;
    x.primary(c, {
      name,
      storage_account_name: expr(`${x.addr(ct.ref.account as Component)}.name`),
      storage_container_name: x.ref(ct, 'name'),
      type: 'Block',
      // The file the user uploads, beside the configuration: never sample contents of our own.
      source: expr(`"\${path.module}/files/${name.replace(/[^A-Za-z0-9._/-]/g, '_')}"`),
    });
  },
};
