import { type Component } from '../../../model/types';
import { ALERT_METRICS } from '../common';
import { ownName } from '../naming';
import { insightsMetric } from './insights-metrics';

/**
 * An ISO 8601 window Azure Monitor takes (1, 5, 15, 30 minutes; 1, 6, 12 hours; 1 day), nearest to
 * the one said (the longer of two as near, so the window covers the one said).
 */
const WINDOWS = [1, 5, 15, 30, 60, 360, 720, 1440];
const isoWindow = (minutes: number) => {
  const m = WINDOWS.reduce((a, b) => (Math.abs(b - minutes) <= Math.abs(a - minutes) ? b : a));
  return m === 1440 ? 'P1D' : m >= 60 ? `PT${m / 60}H` : `PT${m}M`;
};

/** What an alert watches and when it fires, once for every format. */
export function decide(c: Component) {
  // The target the planner found; without one, the deployer names a virtual machine.
  const target = c.ref.target as Component | undefined;
  const alarm = c.attrs.alarm;
  const watched = target?.kind === 'azure.application_insights' ? insightsMetric(alarm?.metric) : undefined;
  // (An availability test's alert has no metric: its writers use their own criterion.)
  const base = watched ?? ALERT_METRICS[target?.kind ?? ''] ?? ALERT_METRICS['azure.linux_virtual_machine'];
  // The count and the window the request stated are the alert's; the target's usual ones otherwise.
  const metric = { ...base, threshold: alarm?.threshold ?? base.threshold };
  const window = alarm?.periodSeconds ? isoWindow(alarm.periodSeconds / 60) : 'PT15M';
  return {
    name: c.name || !watched || !target ? ownName(c, 'alert') : `alert-${ownName(target, 'appi')}-${watched.slug}`,
    target,
    metric,
    severity: 2,
    // Evaluated at least as often as the window it looks over.
    frequency: window === 'PT1M' ? 'PT1M' : 'PT5M',
    window,
    operator: alarm?.orEqual ? 'GreaterThanOrEqual' : 'GreaterThan',
    scopeDescription: 'Id of the virtual machine the alert watches',
    actions: c.ref.actions as Component | undefined,
  };
}
