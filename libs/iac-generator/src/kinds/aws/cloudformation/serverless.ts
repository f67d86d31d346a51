/** Lambda, API Gateway, SQS, SNS, EventBridge and Step Functions as CloudFormation. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const SERVERLESS_CLOUDFORMATION: Record<string, CloudFormationWriter> = {};
