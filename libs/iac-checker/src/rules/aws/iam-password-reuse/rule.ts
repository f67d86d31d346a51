import { defineRule } from '../../model';
import { below, flagAll } from '../../helpers/settings';

// The threshold is the reference scanners' (5); the CIS benchmark asks for 24, which also passes.
export const awsIamPasswordReuse = defineRule({
  id: 'IG-AWS-061',
  title: 'IAM password policy allows reusing recent passwords',
  severity: 'MEDIUM',
  rationale:
    'When users may set a previous password again, a password that leaked once keeps working after every forced change.',
  remediation:
    'Set `password_reuse_prevention` to at least 5 (the CIS benchmark asks for 24) on `aws_iam_account_password_policy`.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_iam_account_password_policy'], 'password_reuse_prevention', below(5), { omitted: true }),
  },
  formats: ['terraform-aws'],
});
