/** IAM, KMS and parameters as CloudFormation; role permissions come from the same plan as Terraform. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const IDENTITY_CLOUDFORMATION: Record<string, CloudFormationWriter> = {};
