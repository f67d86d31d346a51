import { type Kind } from '../../kind';
import { enginePort } from '../common';
import { dbNetwork } from '../database-placement';

export const kind: Kind = {
  kind: 'aws.elasticache_cluster',
  label: 'cache',
  title: 'ElastiCache cluster',
  needs: (c, plan) => {
    const engine = c.attrs.engine === 'redis' || c.attrs.engine === 'memcached' ? c.attrs.engine : 'redis';
    c.config.engine = engine;
    dbNetwork(c, plan, 'aws.elasticache_subnet_group', enginePort(engine), 'cache');
  },
};
