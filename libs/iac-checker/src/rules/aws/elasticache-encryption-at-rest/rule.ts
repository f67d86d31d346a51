import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsElastiCacheAtRest = defineRule({
  id: 'IG-AWS-028',
  title: 'ElastiCache data not encrypted at rest',
  severity: 'HIGH',
  rationale:
    'Redis and Valkey replication groups keep data and backups unencrypted on disk unless encryption at rest is turned on when they are created.',
  remediation: 'Set `at_rest_encryption_enabled = true` (`AtRestEncryptionEnabled: true`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_elasticache_replication_group'], 'at_rest_encryption_enabled', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::ElastiCache::ReplicationGroup'], 'AtRestEncryptionEnabled', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
