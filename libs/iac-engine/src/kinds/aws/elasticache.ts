/** ElastiCache: private, encrypted at rest and in transit, with users and groups for auth. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { dnsName, enginePort, nameOf } from './common';
import { dbNetwork, subnetGroupKind } from './database-placement';

export const ELASTICACHE_KINDS: AwsKind[] = [
  {
    kind: 'aws.elasticache_cluster',
    label: 'cache',
    title: 'ElastiCache cluster',
    tfType: 'aws_elasticache_cluster',
    needs: (c, plan) => {
      const engine = c.attrs.engine === 'redis' || c.attrs.engine === 'memcached' ? c.attrs.engine : 'redis';
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.elasticache_subnet_group', enginePort(engine), 'cache');
    },
    tf: (c, x) => {
      const engine = String(c.config.engine);
      if (engine === 'memcached') {
        x.primary(c, {
          cluster_id: dnsName(c, 40),
          engine: 'memcached',
          node_type: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t4g.micro',
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
        description: `Redis for ${nameOf(c)}`,
        engine: 'redis',
        node_type: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t4g.micro',
        num_cache_clusters: c.attrs.flags.has('multiAz') ? 2 : 1,
        automatic_failover_enabled: c.attrs.flags.has('multiAz'),
        at_rest_encryption_enabled: true,
        transit_encryption_enabled: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        user_group_ids: x.plan.first('aws.elasticache_user_group') ? [x.ref(x.plan.first('aws.elasticache_user_group'))] : undefined,
      });
      x.primary(c, { cluster_id: dnsName(c, 40), replication_group_id: expr(`aws_elasticache_replication_group.${c.id}.id`) });
    },
  },
  subnetGroupKind('aws.elasticache_subnet_group', 'cache', 'ElastiCache subnet group', 'aws_elasticache_subnet_group'),
  {
    kind: 'aws.elasticache_user',
    label: 'app',
    title: 'ElastiCache user',
    tfType: 'aws_elasticache_user',
    tf: (c, x) => {
      const password = /password/.test(String(c.config.auth ?? '')) || x.plan.global.flags.has('encrypted') === false;
      x.primary(c, {
        user_id: dnsName(c, 40),
        user_name: nameOf(c),
        access_string: 'on ~app:* +@read +@write -@dangerous',
        engine: 'REDIS',
        authentication_mode: password
          ? block({ type: 'password', passwords: [x.variable(`${c.id}_cache_password`, { type: 'string', description: `Password for cache user ${nameOf(c)} (16-128 characters)`, sensitive: true })] })
          : block({ type: 'iam' }),
      });
    },
  },
  {
    kind: 'aws.elasticache_user_group',
    label: 'app',
    title: 'ElastiCache user group',
    tfType: 'aws_elasticache_user_group',
    needs: (c, plan) => {
      c.ref.user = plan.ensure('aws.elasticache_user', 'the group needs a member', { label: 'app' });
      c.ref.default = plan.add('aws.elasticache_user', { implicit: 'Redis requires a "default" user in every group; this one is switched off', label: 'default_off' });
      c.ref.default.config.disabledDefault = true;
    },
    tf: (c, x) => {
      const def = c.ref.default as Component;
      x.primary(c, { engine: 'REDIS', user_group_id: dnsName(c, 40), user_ids: [x.ref(def, 'user_id')] });
      x.resource('aws_elasticache_user_group_association', c.id, { user_group_id: x.ref(c, 'user_group_id'), user_id: x.ref(c.ref.user as Component, 'user_id') });
    },
  },
];
