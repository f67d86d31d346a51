import { type Needs } from '../../../plan/needs';
import { givenName } from '../../../model/names';
import { kmsFor, network, securityGroupFor } from '../common';

export const needs: Needs = (c, plan) => {
  network(c, plan, { count: 3 });
  securityGroupFor(c, plan, [9094, 9098], 'Kafka TLS');
  kmsFor(c, plan);
  c.ref.logGroup =
    plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit) ??
    plan.add('aws.cloudwatch_log_group', {
      implicit: 'broker logs',
      label: `${c.id}_brokers`,
      config: { path: `/msk/${givenName(c)}` },
    });
};
