import { type Needs } from '../../../plan/needs';
import { enginePort, network, roleFor, securityGroupFor } from '../common';

export const needs: Needs = (c, plan) => {
  const target =
    plan.first('aws.rds_cluster') ?? plan.ensure('aws.db_instance', 'the database behind the proxy', { label: 'main' });
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
};
