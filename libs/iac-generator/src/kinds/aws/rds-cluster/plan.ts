import { type Needs } from '../../../plan/needs';
import { enginePort } from '../common';
import { engineOf } from '../database';
import { dbNetwork } from '../database-placement';

export const needs: Needs = (c, plan) => {
  let engine = engineOf(c, plan, 'aurora-postgresql');
  if (!engine.startsWith('aurora')) engine = engine.includes('mysql') ? 'aurora-mysql' : 'aurora-postgresql';
  c.config.engine = engine;
  // The port it listens on as stated ("port 5433"), else its engine's.
  dbNetwork(c, plan, 'aws.db_subnet_group', c.attrs.ports[0] ?? enginePort(engine), 'database cluster');
};
