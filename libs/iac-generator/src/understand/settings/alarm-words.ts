/** Words and helpers of the alarm rules: the metric, the comparison and the window an alarm states. */

export const METRIC =
  '(failed\\s+requests|request\\s+failures|(?:server\\s+)?exceptions|response\\s+times?|errors?|failures?|throttl(?:es|ing|ed)|5xx(?:\\s+(?:errors|responses))?|server errors|4xx(?:\\s+(?:errors|responses))?|client errors|latency|duration)';
export const ABOVE =
  '(exceed(?:s|ing)?|(?:go(?:es)?\\s+|is\\s+|are\\s+|rises?\\s+|climbs?\\s+)?(?:more th[ae]n|above|over|greater than)|at least|>=?)';
export const WINDOW =
  '(?:\\s+(?:in|within|over|during|for)\\s+(?:a\\s+|an\\s+|any\\s+|one\\s+)?(\\d{1,4})?\\s*[- ]?(seconds?|minutes?|mins?|hours?))?';

export const ALARM = /\b(?:alarms?|alerts?|alerting)\b/;

/** The metric a word names, as the alarm writers key them. */
function metricOf(word: string): string {
  // An application's words, as Application Insights counts them: exceptions, slow responses, failed requests.
  if (/exception/.test(word)) return 'exceptions';
  if (/^response/.test(word)) return 'latency';
  if (/^(?:failed|request)/.test(word)) return 'errors';
  if (/^(?:5xx|server)/.test(word)) return '5xx';
  if (/^(?:4xx|client)/.test(word)) return '4xx';
  if (/^throttl/.test(word)) return 'throttles';
  if (/^(?:latency|duration)/.test(word)) return 'latency';
  return 'errors';
}

/** A window in seconds as CloudWatch counts it: whole minutes, at least one. */
function windowSeconds(n: string | undefined, unit: string | undefined): number | undefined {
  if (!unit) return undefined;
  const count = Number(n ?? 1);
  const seconds = /^h/.test(unit) ? count * 3600 : /^m/.test(unit) ? count * 60 : count;
  return Math.min(86400, Math.max(60, Math.round(seconds / 60) * 60));
}

export const found = (
  metric: string,
  above: string | undefined,
  threshold: string | undefined,
  n?: string,
  unit?: string,
) => ({
  label: 'alarm condition',
  values: {
    alarm: {
      metric: metricOf(metric),
      threshold: threshold === undefined ? undefined : Number(threshold),
      periodSeconds: windowSeconds(n, unit),
      orEqual: above ? /least|>=/.test(above) || undefined : undefined,
    },
  },
  family: 'alarm' as const,
});
