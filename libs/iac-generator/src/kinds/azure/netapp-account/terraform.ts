import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_netapp_account',
  write: (c, x) => x.primary(c, { name: azName(c, 64), ...placed(c, x), tags: tags(c) }),
};
