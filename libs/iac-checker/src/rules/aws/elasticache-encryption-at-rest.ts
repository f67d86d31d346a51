import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_elasticache_replication_group" "cache" {
            replication_group_id       = "cache"
            description                = "sessions"
            node_type                  = "cache.t4g.micro"
            at_rest_encryption_enabled = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_elasticache_replication_group" "cache" {
            replication_group_id       = "cache"
            description                = "sessions"
            node_type                  = "cache.t4g.micro"
            at_rest_encryption_enabled = true
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
                CacheNodeType: cache.t4g.micro
                AtRestEncryptionEnabled: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Cache:
              Type: AWS::ElastiCache::ReplicationGroup
              Properties:
                ReplicationGroupDescription: sessions
                CacheNodeType: cache.t4g.micro
                AtRestEncryptionEnabled: true
        `,
      ],
      omitted: ex`
        Resources:
          Cache: #!
            Type: AWS::ElastiCache::ReplicationGroup
            Properties:
              ReplicationGroupDescription: sessions
              CacheNodeType: cache.t4g.micro
      `,
    },
  },
});
