import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_TERRAFORM } from './network';
import { COMPUTE_TERRAFORM } from './compute';
import { DATA_TERRAFORM } from './data';
import { PLATFORM_TERRAFORM } from './platform';
import { CATALOGUE_TERRAFORM } from './catalogue';

/** hashicorp/azurerm writers by Azure kind: every Azure kind has one. */
export const AZURE_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  NETWORK_TERRAFORM,
  COMPUTE_TERRAFORM,
  DATA_TERRAFORM,
  PLATFORM_TERRAFORM,
  CATALOGUE_TERRAFORM,
);
