import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_TERRAFORM } from './network';
import { COMPUTE_TERRAFORM } from './compute';
import { DATABASE_TERRAFORM } from './database';
import { IDENTITY_TERRAFORM } from './identity';
import { SERVERLESS_TERRAFORM } from './serverless';
import { EDGE_TERRAFORM } from './edge';
import { PLATFORM_TERRAFORM } from './platform';
import { FOLDER_TERRAFORM } from './kinds.generated';

/** hashicorp/aws writers by AWS kind: every AWS kind has one. */
export const AWS_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  NETWORK_TERRAFORM,
  COMPUTE_TERRAFORM,
  DATABASE_TERRAFORM,
  IDENTITY_TERRAFORM,
  SERVERLESS_TERRAFORM,
  EDGE_TERRAFORM,
  PLATFORM_TERRAFORM,
  FOLDER_TERRAFORM,
);
