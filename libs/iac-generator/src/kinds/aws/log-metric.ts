/**
 * Errors counted from a log group ("a metric filter that counts lines with FAILED into metric
 * PaymentFailures (namespace Billing)", "an alarm on errors in the log group /svc/api"): CloudWatch
 * has no metric of a log group's lines, so a metric filter on the group publishes one, and the alarm
 * watches that custom metric. The filter's pattern, metric and namespace are the request's words;
 * what it does not say is named after the log group.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

export interface LogMetric {
  group: Component;
  pattern: string;
  metric: string;
  namespace: string;
}

// "lines with ERROR", "lines containing Exception", "matching 'timeout'": the words the filter looks for.
const PATTERN =
  /\b(?:(?:counts?|counting|matches|matching)\s+)?(?:lines?|entries|events|messages)\s+(?:with|containing|that\s+contain|matching|that\s+match|having)\s+(?:the\s+(?:word|text|string)\s+)?["'`]?([A-Za-z][\w.:-]{1,60})["'`]?/i;
// "into metric CheckoutErrors", "metric named X", "as metric X", "a metric X": the custom metric's name.
const METRIC =
  /\b(?:into|to|as|publish(?:es|ing)?|emit(?:s|ting)?)\s+(?:a\s+|the\s+|custom\s+)*metric\s+(?:named\s+|called\s+)?["'`]?([A-Za-z][\w.-]{1,120})/i;
// "(namespace Checkout)", "in namespace Shop/Checkout", "namespace: Payments".
const NAMESPACE = /\bnamespace\s*[:=]?\s*["'`]?([A-Za-z][\w./-]{0,120}[\w])/i;
// The words that ask for the filter itself.
const FILTER =
  /\b(?:an?\s+)?(?:log\s+)?metric\s+filt\w*\b(?:\s+(?:that|which|to)\s+(?:counts?|matches|finds|picks?\s+up)\b)?/i;

const camel = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/**
 * The log metric an "errors" alarm watches when the request has a log group of its own and no service
 * that publishes errors: recorded on the alarm (untracked, while planning) with the words it read.
 */
export function chooseLogMetric(c: Component, plan: Planner): boolean {
  const group = plan.components.find((g) => g.kind === 'aws.cloudwatch_log_group' && !g.implicit);
  if (!group) return false;
  const text = plan.phrases.join(' \n ');
  const pattern = PATTERN.exec(text);
  const metric = METRIC.exec(text);
  const namespace = NAMESPACE.exec(text);
  const groupWords = camel(String(group.attrs.path ?? group.name ?? group.id)) || 'App';
  // The words that said the filter, its pattern, metric and namespace are read by this choice.
  // One span from the filter's words to the last of its pattern, metric and namespace, as said in one phrase.
  plan.phrases.forEach((p, i) => {
    const found = [FILTER, PATTERN, METRIC, NAMESPACE].map((re) => re.exec(p)).filter((m) => !!m);
    for (const m of found) plan.wired(i, m[0]);
    const filter = FILTER.exec(p);
    if (!filter) return;
    const end = Math.max(...found.map((m) => m.index + m[0].length));
    plan.wired(i, p.slice(filter.index, end));
  });
  c.config.logMetric = {
    group,
    pattern: pattern?.[1] ?? 'ERROR',
    metric: metric?.[1] ?? `${groupWords}Errors`,
    namespace: namespace?.[1] ?? 'LogMetrics',
  } satisfies LogMetric;
  return true;
}

/** The log metric chosen for an alarm, if any. */
export const logMetricOf = (c: Component) => c.config.logMetric as LogMetric | undefined;
