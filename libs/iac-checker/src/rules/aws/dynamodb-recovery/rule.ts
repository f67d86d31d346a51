import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsDynamoDbRecovery = defineRule({
  id: 'IG-AWS-020',
  title: 'DynamoDB table without point-in-time recovery',
  severity: 'MEDIUM',
  rationale:
    'Point-in-time recovery is off by default; without it, items overwritten or deleted by a bug or an attacker cannot be restored.',
  remediation:
    'Turn on point-in-time recovery (`point_in_time_recovery { enabled = true }`, `PointInTimeRecoverySpecification`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_dynamodb_table'], 'point_in_time_recovery.enabled', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::DynamoDB::Table'], 'PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled', isFalse, {
        omitted: true,
      }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
