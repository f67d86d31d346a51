/**
 * Databases. Defaults: private subnets, a security group open only inside the VPC, encryption with
 * a customer-managed key, TLS forced by a parameter group, passwords managed by AWS (Secrets
 * Manager) so none appears in code or state, deletion protection and final snapshots.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { enginePort, network, roleFor, securityGroupFor } from './common';
import { dbNetwork } from './database-placement';
import { DAX_KINDS, DYNAMODB_KINDS } from './dynamodb';
import { ELASTICACHE_KINDS } from './elasticache';
import { REDSHIFT_KINDS } from './redshift';
import { DOCUMENT_GRAPH_KINDS } from './document-graph-databases';

function engineOf(c: Component, _plan: Planner, fallback = 'postgres'): string {
  return c.attrs.engine ?? fallback;
}

const RDS_KINDS: Kind[] = [
  {
    kind: 'aws.db_instance',
    label: 'main',
    title: 'RDS database instance',
    needs: (c, plan) => {
      const engine = engineOf(c, plan).replace(/^aurora-/, '');
      c.config.engine = engine;
      const source = c.ref.source as Component | undefined;
      if (c.config.replica && source) {
        // A read replica lives beside its source: same network, key, security group and parameters.
        for (const ref of ['securityGroup', 'kms', 'parameterGroup', 'subnets', 'vpc']) c.ref[ref] = source.ref[ref];
        return;
      }
      for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
        const replica = plan.add('aws.db_instance', {
          label: `${c.id}_replica_${i}`,
          phrase: c.phrase,
          attrs: { ...c.attrs, storageGb: undefined, maxStorageGb: undefined },
          config: { replica: true },
        });
        replica.ref.source = c;
        plan.handOver(c, replica, 'read replicas');
      }
      dbNetwork(c, plan, 'aws.db_subnet_group', enginePort(engine), 'database');
      const pg =
        plan.all('aws.db_parameter_group').find((g) => !g.ref.owner) ??
        plan.add('aws.db_parameter_group', { implicit: 'forces TLS connections', label: c.id });
      pg.ref.owner = c;
      pg.config.engine = engine;
      pg.config.version = c.attrs.version;
      c.ref.parameterGroup = pg;
    },
  },
  {
    kind: 'aws.db_subnet_group',
    label: 'main',
    title: 'DB subnet group',
    needs: (c, plan) => {
      if (!c.ref.subnets) network(c, plan);
    },
  },
  {
    kind: 'aws.db_parameter_group',
    label: 'main',
    title: 'DB parameter group',
  },
  {
    kind: 'aws.db_option_group',
    label: 'main',
    title: 'DB option group',
  },
  {
    kind: 'aws.db_snapshot',
    label: 'main',
    title: 'DB snapshot',
    needs: (c, plan) => {
      c.ref.db = plan.ensure('aws.db_instance', 'the database to snapshot', { label: 'main' });
    },
  },
  {
    kind: 'aws.rds_cluster',
    label: 'main',
    title: 'Aurora / RDS cluster',
    needs: (c, plan) => {
      let engine = engineOf(c, plan, 'aurora-postgresql');
      if (!engine.startsWith('aurora')) engine = engine.includes('mysql') ? 'aurora-mysql' : 'aurora-postgresql';
      c.config.engine = engine;
      dbNetwork(c, plan, 'aws.db_subnet_group', enginePort(engine), 'database cluster');
    },
  },
  {
    kind: 'aws.db_proxy',
    label: 'main',
    title: 'RDS Proxy',
    needs: (c, plan) => {
      const target =
        plan.first('aws.rds_cluster') ??
        plan.ensure('aws.db_instance', 'the database behind the proxy', { label: 'main' });
      c.ref.target = target;
      network(c, plan);
      c.ref.securityGroup = securityGroupFor(
        target,
        plan,
        [enginePort(String(target.config.engine ?? target.attrs.engine))],
        'database',
      );
      const secret =
        plan.all('aws.secretsmanager_secret').find((s) => !s.ref.owner) ??
        plan.add('aws.secretsmanager_secret', { implicit: 'credentials the proxy uses', label: `${c.id}_credentials` });
      secret.ref.owner = c;
      c.ref.secret = secret;
      roleFor(c, plan, 'rds.amazonaws.com', {
        statements: [{ Effect: 'Allow', Action: ['secretsmanager:GetSecretValue'], Resource: '*' }],
        why: 'lets the proxy read the database credentials',
      });
      const policy = plan.all('aws.iam_policy').find((p) => !p.ref.role);
      if (policy) policy.ref.role = c.ref.role;
    },
  },
];

/** Every database kind, in the order the planner has always seen them. */
export const DATABASE_KINDS: Kind[] = [
  ...RDS_KINDS,
  ...DYNAMODB_KINDS,
  ...ELASTICACHE_KINDS,
  ...REDSHIFT_KINDS,
  ...DAX_KINDS,
  ...DOCUMENT_GRAPH_KINDS,
];
