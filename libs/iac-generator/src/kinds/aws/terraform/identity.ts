/**
 * IAM, keys and secrets as hashicorp/aws resources. Roles trust one service and carry only the policies their users
 * need.
 */
import { type TerraformWriter } from '../../../render/terraform/context';

export const IDENTITY_TERRAFORM: Record<string, TerraformWriter> = {};
