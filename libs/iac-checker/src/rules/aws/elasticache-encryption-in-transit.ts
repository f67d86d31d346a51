import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_elasticache_replication_group" "cache" {
            replication_group_id       = "cache"
            description                = "sessions"
            node_type                  = "cache.t4g.micro"
            transit_encryption_enabled = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_elasticache_replication_group" "cache" {
            replication_group_id       = "cache"
            description                = "sessions"
            node_type                  = "cache.t4g.micro"
            transit_encryption_enabled = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_elasticache_replication_group" "cache" { #!
          replication_group_id = "cache"
          description          = "sessions"
          node_type            = "cache.t4g.micro"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Cache:
              Type: AWS::ElastiCache::ReplicationGroup
              Properties:
                ReplicationGroupDescription: sessions
                TransitEncryptionEnabled: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Cache:
              Type: AWS::ElastiCache::ReplicationGroup
              Properties:
                ReplicationGroupDescription: sessions
                TransitEncryptionEnabled: true
        `,
      ],
      omitted: ex`
        Resources:
          Cache: #!
            Type: AWS::ElastiCache::ReplicationGroup
            Properties:
              ReplicationGroupDescription: sessions
      `,
    },
  },
});
