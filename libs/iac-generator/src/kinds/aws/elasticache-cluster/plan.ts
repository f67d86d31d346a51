import { type Needs } from '../../../plan/needs';
import { enginePort } from '../common';
import { dbNetwork } from '../database-placement';

export const needs: Needs = (c, plan) => {
  const engine = ['redis', 'valkey', 'memcached'].includes(c.attrs.engine ?? '') ? c.attrs.engine : 'redis';
  c.config.engine = engine;
  dbNetwork(c, plan, 'aws.elasticache_subnet_group', enginePort(engine), 'cache');
};
