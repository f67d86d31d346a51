import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_role_policy_attachment',
  write: () => undefined,
};
