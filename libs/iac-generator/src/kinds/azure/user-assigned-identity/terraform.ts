import { type TerraformWriter } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_user_assigned_identity',
  write: (c, x) => {
    x.primary(c, { name: ownName(c, 'id'), ...placed(c, x), tags: tags(c) });
    x.output(`${c.id}_client_id`, x.ref(c, 'client_id'), 'Client id of the managed identity');
  },
};
