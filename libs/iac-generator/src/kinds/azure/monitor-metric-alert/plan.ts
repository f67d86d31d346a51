import { type Needs } from '../../../plan/needs';
import { ALERT_TARGETS, inGroup } from '../common';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // The alert watches what the request has; with nothing to watch, its target is a parameter (none is invented).
  c.ref.target = ALERT_TARGETS.map((k) => plan.first(k)).find(Boolean);
  // An action group the request asked for is who the alert notifies.
  c.ref.actions = plan.first('azure.monitor_action_group');
};
