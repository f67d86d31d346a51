import { defineRule } from '../../model';
import { below, flagAll } from '../../helpers/settings';

export const awsLogGroupRetention = defineRule({
  id: 'IG-AWS-036',
  title: 'Log group keeps logs forever',
  severity: 'LOW',
  rationale:
    'Without a retention period, logs (and whatever personal data they hold) are kept and paid for indefinitely, against most data-protection policies.',
  remediation: 'Set `retention_in_days` (`RetentionInDays`) to what your policy requires, for example 90 or 365.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_cloudwatch_log_group'], 'retention_in_days', below(1), { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Logs::LogGroup'], 'RetentionInDays', below(1), { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
