import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { writerTable } from '../../../render/writer';
import { NETWORK_CLOUDFORMATION } from './network';
import { COMPUTE_CLOUDFORMATION } from './compute';
import { SERVERLESS_CLOUDFORMATION } from './serverless';
import { EDGE_CLOUDFORMATION } from './edge';
import { IDENTITY_CLOUDFORMATION } from './identity';
import { FOLDER_CLOUDFORMATION } from './kinds.generated';

/** CloudFormation writers by AWS kind; a kind missing here is reported as not covered. */
export const AWS_CLOUDFORMATION_WRITERS = writerTable<CloudFormationWriter>(
  NETWORK_CLOUDFORMATION,
  COMPUTE_CLOUDFORMATION,
  SERVERLESS_CLOUDFORMATION,
  EDGE_CLOUDFORMATION,
  IDENTITY_CLOUDFORMATION,
  FOLDER_CLOUDFORMATION,
);
