import { type CfnWriter } from './types';
import { NETWORK_CFN } from './network';
import { COMPUTE_CFN } from './compute';
import { STORAGE_CFN } from './storage';
import { DATABASE_CFN } from './database';
import { SERVERLESS_CFN } from './serverless';
import { EDGE_CFN } from './edge';
import { IDENTITY_CFN } from './identity';
import { OPERATIONS_CFN } from './operations';
import { MORE_CFN } from './more';

/** CloudFormation writers by AWS kind; a kind missing here is reported as not covered. */
export const CFN_WRITERS: ReadonlyMap<string, CfnWriter> = new Map(Object.entries({ ...NETWORK_CFN, ...COMPUTE_CFN, ...STORAGE_CFN, ...DATABASE_CFN, ...SERVERLESS_CFN, ...EDGE_CFN, ...IDENTITY_CFN, ...OPERATIONS_CFN, ...MORE_CFN }));

/** Writers that add a property to another component's resource, so they run after every other one. */
export const CFN_LATE: ReadonlySet<string> = new Set(['aws.dynamodb_contributor_insights', 'aws.dynamodb_kinesis_streaming_destination']);
