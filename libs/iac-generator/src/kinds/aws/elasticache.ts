/** ElastiCache: private, encrypted at rest and in transit, with users and groups for auth. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { enginePort } from './common';
import { dbNetwork, subnetGroupKind } from './database-placement';

export const ELASTICACHE_KINDS: Kind[] = [
  {
    kind: 'aws.elasticache_cluster',
    label: 'cache',
    title: 'ElastiCache cluster',
    needs: (c, plan) => {
      const engine = c.attrs.engine === 'redis' || c.attrs.engine === 'memcached' ? c.attrs.engine : 'redis';
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.elasticache_subnet_group', enginePort(engine), 'cache');
    },
  },
  subnetGroupKind('aws.elasticache_subnet_group', 'cache', 'ElastiCache subnet group'),
  {
    kind: 'aws.elasticache_user',
    label: 'app',
    title: 'ElastiCache user',
  },
  {
    kind: 'aws.elasticache_user_group',
    label: 'app',
    title: 'ElastiCache user group',
    needs: (c, plan) => {
      c.ref.user = plan.ensure('aws.elasticache_user', 'the group needs a member', { label: 'app' });
      c.ref.default = plan.add('aws.elasticache_user', {
        implicit: 'Redis requires a "default" user in every group; this one is switched off',
        label: 'default_off',
      });
      c.ref.default.config.disabledDefault = true;
    },
  },
];

/**
 * A Redis replication group's nodes (1 to 6): as stated, else one primary and its replicas; at
 * least two when automatic failover or Multi-AZ is asked for, as both need a replica to fail over to.
 */
export function redisNodes(c: Component): number {
  const ha = c.attrs.failover || c.attrs.flags.has('multiAz');
  const wanted = c.attrs.nodes ?? (c.attrs.readReplicas ? 1 + c.attrs.readReplicas : ha ? 2 : 1);
  return Math.min(6, Math.max(ha ? 2 : 1, wanted));
}
