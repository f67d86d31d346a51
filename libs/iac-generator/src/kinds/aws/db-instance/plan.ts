import { type Needs } from '../../../plan/needs';
import { addReadReplicas } from '../../../plan/read-replicas';
import { type Component } from '../../../model/types';
import { enginePort } from '../common';
import { engineOf } from '../database';
import { dbNetwork } from '../database-placement';

export const needs: Needs = (c, plan) => {
  const engine = engineOf(c, plan).replace(/^aurora-/, '');
  c.config.engine = engine;
  const source = c.ref.source as Component | undefined;
  if (c.config.replica && source) {
    // A read replica lives beside its source: same network, key, security group and parameters.
    for (const ref of ['securityGroup', 'kms', 'parameterGroup', 'subnets', 'vpc']) c.ref[ref] = source.ref[ref];
    return;
  }
  addReadReplicas(c, plan, { storageGb: undefined, maxStorageGb: undefined });
  // The port it listens on as stated ("port 5433"), else its engine's.
  dbNetwork(c, plan, 'aws.db_subnet_group', c.attrs.ports[0] ?? enginePort(engine), 'database');
  const pg =
    plan.all('aws.db_parameter_group').find((g) => !g.ref.owner) ??
    plan.add('aws.db_parameter_group', { implicit: 'forces TLS connections', label: c.id });
  pg.ref.owner = c;
  pg.config.engine = engine;
  pg.config.version = c.attrs.version;
  c.ref.parameterGroup = pg;
};
