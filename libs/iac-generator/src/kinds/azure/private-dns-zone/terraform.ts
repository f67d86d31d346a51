import { type TerraformWriter } from '../../../render/terraform/context';
import { writePrivateZone } from '../terraform/dns';

export const terraform: TerraformWriter = { resourceType: 'azurerm_private_dns_zone', write: writePrivateZone };
