import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { COMPUTE_TERRAFORM } from './compute';
import { DATA_TERRAFORM } from './data';
import { PLATFORM_TERRAFORM } from './platform';
import { MONITORING_TERRAFORM } from './monitoring';
import { APIGEE_TERRAFORM } from './apigee';
import { FOLDER_TERRAFORM } from './kinds.generated';

/** hashicorp/google writers by Google Cloud kind: every Google Cloud kind has one. */
export const GCP_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  COMPUTE_TERRAFORM,
  DATA_TERRAFORM,
  PLATFORM_TERRAFORM,
  MONITORING_TERRAFORM,
  APIGEE_TERRAFORM,
  FOLDER_TERRAFORM,
);
