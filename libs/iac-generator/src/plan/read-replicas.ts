import { type Attrs, type Component } from '../model/types';
import { type Planner } from './planner';

/**
 * The read replicas a request asked of a database (at most 5): each one more component of the
 * database's kind, with its settings and `config.replica`, its source as `ref.source`. The replica
 * takes over the stated setting, so the answer says it is served by them. `leaveOut` names what a
 * replica of this kind does not take from its source (AWS sizes a replica's storage itself).
 */
export function addReadReplicas(c: Component, plan: Planner, leaveOut: Partial<Attrs> = {}): void {
  for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
    const replica = plan.add(c.kind, {
      label: `${c.id}_replica_${i}`,
      phrase: c.phrase,
      attrs: { ...c.attrs, ...leaveOut },
      config: { replica: true },
    });
    replica.ref.source = c;
    plan.handOver(c, replica, 'read replicas');
  }
}
