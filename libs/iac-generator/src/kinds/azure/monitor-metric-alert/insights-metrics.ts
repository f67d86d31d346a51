/**
 * The metrics Application Insights publishes that an alert on an application watches: failed
 * requests, server exceptions and response time, keyed by the words the alarm rules read.
 */
const INSIGHTS = 'microsoft.insights/components';
const METRICS: Record<string, { metric: string; aggregation: string; threshold: number; slug: string }> = {
  errors: { metric: 'requests/failed', aggregation: 'Count', threshold: 5, slug: 'failed-requests' },
  '5xx': { metric: 'requests/failed', aggregation: 'Count', threshold: 5, slug: 'failed-requests' },
  exceptions: { metric: 'exceptions/server', aggregation: 'Count', threshold: 5, slug: 'exceptions' },
  latency: { metric: 'requests/duration', aggregation: 'Average', threshold: 1000, slug: 'response-time' },
};

/** Whether Application Insights publishes the metric the alarm words name (failed requests without any). */
export const insightsWatches = (wanted: string | undefined) => !wanted || wanted in METRICS;

/** The Application Insights metric an alert watches for the metric its words name. */
export function insightsMetric(wanted: string | undefined) {
  const m = METRICS[wanted ?? 'errors'] ?? METRICS.errors;
  return { namespace: INSIGHTS, ...m };
}
