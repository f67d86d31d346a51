/** ElastiCache as hashicorp/aws resources: encrypted at rest and in transit, with users and groups for auth. */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { dnsName } from '../common';
import { redisVersion } from '../settings';
import { redisNodes } from '../elasticache';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetGroupWriter } from './common';

/** A cache node type: "cache.r7g.large" as given, "t3.micro" as its cache type. */
function cacheNode(size: string | undefined): string {
  if (size && /^(cache\.)?[a-z]\d[a-z0-9]*\./.test(size) && !/^(db|dax|ml|kafka)\./.test(size))
    return size.startsWith('cache.') ? size : `cache.${size}`;
  return 'cache.t4g.micro';
}

/** Primary plus replicas: the nodes or read replicas asked for, two when highly available. */

export const ELASTICACHE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.elasticache_cluster': {
    resourceType: 'aws_elasticache_cluster',
    write: (c, x) => {
      const engine = String(c.config.engine);
      if (engine === 'memcached') {
        x.primary(c, {
          cluster_id: dnsName(c, 40),
          engine: 'memcached',
          node_type: cacheNode(c.attrs.size),
          engine_version: c.attrs.version,
          num_cache_nodes: c.attrs.nodes ?? 2,
          az_mode: (c.attrs.nodes ?? 2) > 1 ? 'cross-az' : 'single-az',
          port: 11211,
          transit_encryption_enabled: true,
          subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
          security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        });
        return;
      }
      // Redis in a replication group: the only form that supports encryption and AUTH.
      x.resource('aws_elasticache_replication_group', c.id, {
        replication_group_id: dnsName(c, 40),
        description: `Redis for ${givenName(c)}`,
        engine: 'redis',
        engine_version: redisVersion(c.attrs.version),
        node_type: cacheNode(c.attrs.size),
        num_cache_clusters: redisNodes(c),
        automatic_failover_enabled: redisNodes(c) > 1,
        multi_az_enabled: redisNodes(c) > 1 || undefined,
        maintenance_window: awsMaintenanceWindow(c),
        snapshot_retention_limit: c.attrs.retentionDays ? Math.min(35, c.attrs.retentionDays) : undefined,
        at_rest_encryption_enabled: true,
        transit_encryption_enabled: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        user_group_ids: x.plan.first('aws.elasticache_user_group')
          ? [x.ref(x.plan.first('aws.elasticache_user_group'))]
          : undefined,
      });
      // No member aws_elasticache_cluster: the group creates its nodes, and a member would be one more replica.
    },
  },
  'aws.elasticache_user': {
    resourceType: 'aws_elasticache_user',
    write: (c, x) => {
      const password = /password/.test(String(c.config.auth ?? '')) || x.plan.global.flags.has('encrypted') === false;
      x.primary(c, {
        user_id: dnsName(c, 40),
        user_name: givenName(c),
        access_string: 'on ~app:* +@read +@write -@dangerous',
        engine: 'REDIS',
        authentication_mode: password
          ? block({
              type: 'password',
              passwords: [
                x.variable(`${c.id}_cache_password`, {
                  type: 'string',
                  description: `Password for cache user ${givenName(c)} (16-128 characters)`,
                  sensitive: true,
                }),
              ],
            })
          : block({ type: 'iam' }),
      });
    },
  },
  'aws.elasticache_user_group': {
    resourceType: 'aws_elasticache_user_group',
    write: (c, x) => {
      const def = c.ref.default as Component;
      x.primary(c, { engine: 'REDIS', user_group_id: dnsName(c, 40), user_ids: [x.ref(def, 'user_id')] });
      x.resource('aws_elasticache_user_group_association', c.id, {
        user_group_id: x.ref(c, 'user_group_id'),
        user_id: x.ref(c.ref.user as Component, 'user_id'),
      });
    },
  },
  'aws.elasticache_subnet_group': subnetGroupWriter('aws_elasticache_subnet_group'),
};
