import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_CLOUDFORMATION } from './network';
import { COMPUTE_CLOUDFORMATION } from './compute';
import { STORAGE_CLOUDFORMATION } from './storage';
import { DATABASE_CLOUDFORMATION } from './database';
import { SERVERLESS_CLOUDFORMATION } from './serverless';
import { EDGE_CLOUDFORMATION } from './edge';
import { IDENTITY_CLOUDFORMATION } from './identity';
import { OPERATIONS_CLOUDFORMATION } from './operations';
import { LESS_COMMON_CLOUDFORMATION } from './less-common-services';
import { CATALOGUE_CLOUDFORMATION } from './catalogue';
import { NAMED_SERVICE_CLOUDFORMATION } from './named-services';
import { FOLDER_CLOUDFORMATION } from './kinds.generated';

/** CloudFormation writers by AWS kind; a kind missing here is reported as not covered. */
export const AWS_CLOUDFORMATION_WRITERS = writerTable<CloudFormationWriter>(
  NETWORK_CLOUDFORMATION,
  COMPUTE_CLOUDFORMATION,
  STORAGE_CLOUDFORMATION,
  DATABASE_CLOUDFORMATION,
  SERVERLESS_CLOUDFORMATION,
  EDGE_CLOUDFORMATION,
  IDENTITY_CLOUDFORMATION,
  OPERATIONS_CLOUDFORMATION,
  LESS_COMMON_CLOUDFORMATION,
  NAMED_SERVICE_CLOUDFORMATION,
  CATALOGUE_CLOUDFORMATION,
  FOLDER_CLOUDFORMATION,
);
