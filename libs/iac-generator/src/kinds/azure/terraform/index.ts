import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_TERRAFORM } from './network';
import { DNS_TERRAFORM } from './dns';
import { PLATFORM_TERRAFORM } from './platform';
import { FOLDER_TERRAFORM } from './kinds.generated';

/** hashicorp/azurerm writers by Azure kind: every Azure kind has one. */
export const AZURE_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  NETWORK_TERRAFORM,
  DNS_TERRAFORM,
  PLATFORM_TERRAFORM,
  // After the platform writers: these kinds are written here (Front Door with its origins and WAF,
  // role assignments by built-in role).
  FOLDER_TERRAFORM,
);
