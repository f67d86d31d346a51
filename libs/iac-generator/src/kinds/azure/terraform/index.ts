import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_TERRAFORM } from './network';
import { DNS_TERRAFORM } from './dns';
import { COMPUTE_TERRAFORM } from './compute';
import { DATA_TERRAFORM } from './data';
import { PLATFORM_TERRAFORM } from './platform';
import { CATALOGUE_TERRAFORM } from './catalogue';
import { FRONT_DOOR_TERRAFORM } from './front-door';
import { STATIC_WEB_APP_TERRAFORM } from './static-web-app';
import { ROLE_ASSIGNMENT_TERRAFORM } from './role-assignment';
import { FOLDER_TERRAFORM } from './kinds.generated';

/** hashicorp/azurerm writers by Azure kind: every Azure kind has one. */
export const AZURE_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  NETWORK_TERRAFORM,
  DNS_TERRAFORM,
  COMPUTE_TERRAFORM,
  DATA_TERRAFORM,
  PLATFORM_TERRAFORM,
  // After the platform writers: these kinds are written here (Front Door with its origins and WAF,
  // role assignments by built-in role).
  FRONT_DOOR_TERRAFORM,
  STATIC_WEB_APP_TERRAFORM,
  ROLE_ASSIGNMENT_TERRAFORM,
  CATALOGUE_TERRAFORM,
  FOLDER_TERRAFORM,
);
