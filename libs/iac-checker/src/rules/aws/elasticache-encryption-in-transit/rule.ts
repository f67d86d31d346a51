import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsElastiCacheInTransit = defineRule({
  id: 'IG-AWS-029',
  title: 'ElastiCache traffic not encrypted',
  severity: 'HIGH',
  rationale:
    'Without in-transit encryption, cached sessions and data cross the network in the clear, and Redis AUTH tokens cannot be used.',
  remediation: 'Set `transit_encryption_enabled = true` (`TransitEncryptionEnabled: true`) and connect with TLS.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_elasticache_replication_group'], 'transit_encryption_enabled', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::ElastiCache::ReplicationGroup'], 'TransitEncryptionEnabled', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
