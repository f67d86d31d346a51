import { type Component } from '../../../model/types';
import { ALERT_METRICS } from '../common';
import { ownName } from '../naming';

/** What an alert watches and when it fires, once for every format. */
export function decide(c: Component) {
  // The target the planner found; without one, the deployer names a virtual machine.
  const target = c.ref.target as Component | undefined;
  return {
    name: ownName(c, 'alert'),
    target,
    metric: ALERT_METRICS[target?.kind ?? 'azure.linux_virtual_machine'],
    severity: 2,
    frequency: 'PT5M',
    window: 'PT15M',
    operator: 'GreaterThan',
    scopeDescription: 'Id of the virtual machine the alert watches',
    actions: c.ref.actions as Component | undefined,
  };
}
