import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_application_insights',
  write: (c, x) =>
    void x.primary(c, {
      name: ownName(c, 'appi'),
      ...placed(c, x),
      workspace_id: x.ref(c.ref.workspace as Component),
      application_type: 'web',
      local_authentication_disabled: true,
      tags: tags(c),
    }),
};
