/** VPC, subnets, gateways, routes, security groups, endpoints and flow logs as CloudFormation. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const NETWORK_CLOUDFORMATION: Record<string, CloudFormationWriter> = {};
