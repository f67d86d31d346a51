/**
 * What an alarm watches, stated in words: the metric ("errors", "throttles", "5xx responses",
 * "latency"), the count it must pass ("more than 5", "at least 3 times") and the time it is
 * counted over ("in 5 minutes", "within an hour"): "alarm when errors exceed 5 in 5 minutes",
 * "alert on more than 10 5xx errors within 1 minute". Only in requests that ask for an alarm.
 */
import { type Rule } from './settings';

const METRIC =
  '(errors?|failures?|throttl(?:es|ing|ed)|5xx(?:\\s+(?:errors|responses))?|server errors|4xx(?:\\s+(?:errors|responses))?|client errors|latency|duration)';
const ABOVE =
  '(exceed(?:s|ing)?|(?:go(?:es)?\\s+|is\\s+|are\\s+|rises?\\s+|climbs?\\s+)?(?:more than|above|over|greater than)|at least|>=?)';
const WINDOW =
  '(?:\\s+(?:in|within|over|during|for)\\s+(?:a\\s+|an\\s+|any\\s+|one\\s+)?(\\d{1,4})?\\s*[- ]?(seconds?|minutes?|mins?|hours?))?';

const ALARM = /\b(?:alarms?|alerts?|alerting)\b/;

/** The metric a word names, as the alarm writers key them. */
function metricOf(word: string): string {
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

const found = (
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

export const ALARM_RULES: Rule[] = [
  // "errors exceed 5 in 5 minutes", "5xx responses are more than 10 within 1 minute".
  {
    re: new RegExp(`\\b${METRIC}\\s+(?:count\\s+)?${ABOVE}\\s*(\\d{1,6})(?:\\s+times)?${WINDOW}`, 'g'),
    when: ALARM,
    read: (m) => found(m[1], m[2], m[3], m[4], m[5]),
  },
  // "more than 3 throttles within 10 minutes", "at least 20 errors in an hour".
  {
    re: new RegExp(`\\b${ABOVE}\\s*(\\d{1,6})\\s+${METRIC}${WINDOW}`, 'g'),
    when: ALARM,
    read: (m) => found(m[3], m[1], m[2], m[4], m[5]),
  },
  // "an alarm on throttles", "alert for 5xx errors": the metric alone.
  {
    re: new RegExp(
      `\\b(?:alarms?|alerts?)\\s+(?:on|for|when(?:ever)?|if)\\s+(?:there\\s+are\\s+|the\\s+|any\\s+)?(?:lambda\\s+|function\\s+|api\\s+)?${METRIC}`,
      'g',
    ),
    read: (m) => found(m[1], undefined, undefined),
  },
];
