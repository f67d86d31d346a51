import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { givenName } from '../../../model/names';
import { kmsFor, network, securityGroupFor } from '../common';

export const needs: Needs = (c, plan) => {
  network(c, plan, { count: 3 });
  // MSK refuses client subnets that share a zone: the ones written here take a zone each.
  const subnets = (c.ref.subnets as Component[] | undefined) ?? [];
  for (const s of subnets) if (!s.attrs.flags.has('existing')) s.attrs.zoneCount ??= subnets.length;
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
