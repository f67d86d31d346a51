import { type TerraformWriter } from '../../../render/terraform/context';
import { machine } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_windows_virtual_machine',
  write: (c, x) => machine(c, x, true),
};
