import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsCloudTrailLogValidation = defineRule({
  id: 'IG-AWS-032',
  title: 'CloudTrail log file validation turned off',
  severity: 'MEDIUM',
  rationale:
    'Without digest files, nobody can tell whether audit logs were changed or deleted after delivery, which is the first thing an intruder covering tracks does.',
  remediation: 'Set `enable_log_file_validation = true` (`EnableLogFileValidation: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_cloudtrail'], 'enable_log_file_validation', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::CloudTrail::Trail'], 'EnableLogFileValidation', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
