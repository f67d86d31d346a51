import { type TerraformWriter } from '../../../render/terraform/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_TERRAFORM } from './network';
import { COMPUTE_TERRAFORM } from './compute';
import { STORAGE_TERRAFORM } from './storage';
import { DATABASE_TERRAFORM } from './database';
import { DYNAMODB_TERRAFORM } from './dynamodb';
import { ELASTICACHE_TERRAFORM } from './elasticache';
import { REDSHIFT_TERRAFORM } from './redshift';
import { DOCUMENT_GRAPH_TERRAFORM } from './document-graph-databases';
import { IDENTITY_TERRAFORM } from './identity';
import { SERVERLESS_TERRAFORM } from './serverless';
import { EDGE_TERRAFORM } from './edge';
import { PLATFORM_TERRAFORM } from './platform';
import { DATA_SERVICE_TERRAFORM } from './data-services';
import { CATALOGUE_TERRAFORM } from './catalogue';
import { NAMED_SERVICE_TERRAFORM } from './named-services';
import { FOLDER_TERRAFORM } from './kinds.generated';

/** hashicorp/aws writers by AWS kind: every AWS kind has one. */
export const AWS_TERRAFORM_WRITERS = writerTable<TerraformWriter>(
  NETWORK_TERRAFORM,
  COMPUTE_TERRAFORM,
  STORAGE_TERRAFORM,
  DATABASE_TERRAFORM,
  DYNAMODB_TERRAFORM,
  ELASTICACHE_TERRAFORM,
  REDSHIFT_TERRAFORM,
  DOCUMENT_GRAPH_TERRAFORM,
  IDENTITY_TERRAFORM,
  SERVERLESS_TERRAFORM,
  EDGE_TERRAFORM,
  PLATFORM_TERRAFORM,
  DATA_SERVICE_TERRAFORM,
  NAMED_SERVICE_TERRAFORM,
  CATALOGUE_TERRAFORM,
  FOLDER_TERRAFORM,
);
