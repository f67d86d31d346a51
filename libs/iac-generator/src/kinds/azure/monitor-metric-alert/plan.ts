import { type Needs } from '../../../plan/needs';
import { ALERT_TARGETS, inGroup } from '../common';
import { insightsWatches } from './insights-metrics';

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // The alert watches what the request has; with nothing to watch, its target is a parameter (none is invented).
  // An availability test asked for is what an alert on failing locations watches, and what an alert
  // with nothing else to watch watches.
  const test = plan.first('azure.application_insights_standard_web_test');
  // Application Insights asked for is what an alert on an application's requests or exceptions
  // watches, and what an alert watches when nothing else it could watch was asked for.
  const insights = plan.all('azure.application_insights').find((i) => !i.implicit);
  const wanted = c.attrs.alarm?.metric;
  const other = ALERT_TARGETS.map((k) => plan.first(k)).find((t) => t && !t.implicit);
  const onInsights = insights && !test && insightsWatches(wanted) && (!other || wanted === 'exceptions');
  c.ref.target =
    (test?.attrs.failedLocations || plan.global.failedLocations ? test : undefined) ??
    (onInsights ? insights : undefined) ??
    ALERT_TARGETS.map((k) => plan.first(k)).find(Boolean) ??
    test;
  // An action group the request asked for is who the alert notifies.
  c.ref.actions = plan.first('azure.monitor_action_group');
};
