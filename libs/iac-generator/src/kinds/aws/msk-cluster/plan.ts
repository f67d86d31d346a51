import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { kmsFor, network, securityGroupFor } from '../common';

export const needs: Needs = (c, plan) => {
  network(c, plan, { count: 3 });
  // MSK refuses client subnets that share a zone: the ones written here take a zone each.
  const subnets = (c.ref.subnets as Component[] | undefined) ?? [];
  for (const s of subnets) if (!s.attrs.flags.has('existing')) s.attrs.zoneCount ??= subnets.length;
  securityGroupFor(c, plan, [9094, 9098], 'Kafka TLS');
  kmsFor(c, plan);
  // Broker logs go to a log group only when the request asked for one (decision 052): the cluster
  // works without, so none is added.
  c.ref.logGroup = plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit);
};
