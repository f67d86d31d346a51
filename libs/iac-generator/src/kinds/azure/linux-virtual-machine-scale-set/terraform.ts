import { type TerraformWriter } from '../../../render/terraform/context';
import { scaleSet } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_linux_virtual_machine_scale_set',
  write: (c, x) => scaleSet(c, x, false),
};
