import { type Needs } from '../../../plan/needs';
import { networkFor } from '../common';

export const needs: Needs = (c, plan) => {
  networkFor(c, plan);
  if (c.config.replica) return;
  for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
    const replica = plan.add('gcp.sql_database_instance', {
      label: `${c.id}_replica_${i}`,
      phrase: c.phrase,
      attrs: { ...c.attrs },
      config: { replica: true },
    });
    replica.ref.source = c;
    plan.handOver(c, replica, 'read replicas');
  }
};
