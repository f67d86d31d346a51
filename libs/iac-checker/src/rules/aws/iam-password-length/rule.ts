import { defineRule } from '../../model';
import { below, flagAll } from '../../helpers/settings';

// CloudFormation has no resource for the account password policy, so only Terraform declares one.
export const awsIamPasswordLength = defineRule({
  id: 'IG-AWS-060',
  title: 'IAM password policy allows passwords shorter than 14 characters',
  severity: 'MEDIUM',
  rationale:
    'Short passwords fall quickly to guessing and cracking; AWS allows 6 characters unless the policy asks for more, and the CIS benchmark asks for at least 14.',
  remediation: 'Set `minimum_password_length = 14` (or more) on `aws_iam_account_password_policy`.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_iam_account_password_policy'], 'minimum_password_length', below(14), { omitted: true }),
  },
  formats: ['terraform-aws'],
});
