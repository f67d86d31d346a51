/**
 * The CloudWatch metric an alarm stated in words watches ("errors" of a function, "5xx" of an API
 * or a load balancer), chosen while planning from the services of the request: the namespace,
 * metric, statistic and dimension that service publishes. A metric the alarmed service does not
 * publish is not chosen, so the writers leave the stated condition unread and the answer says so.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { chooseCpuCondition } from './cpu-alarm';
import { chooseLogMetric, logMetricOf } from './log-metric';

export interface AlarmMetric {
  namespace: string;
  metric: string;
  statistic: 'Sum' | 'Average' | 'Minimum' | 'Maximum';
  dimension: string;
  target: Component;
  /** The watched queue's own dead-letter queue (written by the queue itself), not the queue. */
  ownDeadLetter?: boolean;
  /** A custom metric published by a metric filter on a log group (log-metric.ts): no dimension. */
  fromLogs?: boolean;
  /** A status watched (no metric said): when it fires, over how many periods of how long. */
  status?: { comparison: string; threshold: number; description: string; periods: number; period: number };
}

type Published = { namespace: string; dimension: string; metrics: Record<string, [string, 'Sum' | 'Average']> };

const PUBLISHED: Record<string, Published> = {
  'aws.lambda_function': {
    namespace: 'AWS/Lambda',
    dimension: 'FunctionName',
    metrics: { errors: ['Errors', 'Sum'], throttles: ['Throttles', 'Sum'], latency: ['Duration', 'Average'] },
  },
  'aws.api_gateway_rest_api': {
    namespace: 'AWS/ApiGateway',
    dimension: 'ApiName',
    metrics: {
      '5xx': ['5XXError', 'Sum'],
      errors: ['5XXError', 'Sum'],
      '4xx': ['4XXError', 'Sum'],
      latency: ['Latency', 'Average'],
    },
  },
  'aws.lb': {
    namespace: 'AWS/ApplicationELB',
    dimension: 'LoadBalancer',
    metrics: {
      '5xx': ['HTTPCode_Target_5XX_Count', 'Sum'],
      errors: ['HTTPCode_Target_5XX_Count', 'Sum'],
      '4xx': ['HTTPCode_Target_4XX_Count', 'Sum'],
      latency: ['TargetResponseTime', 'Average'],
    },
  },
};

/**
 * What an alarm "on" a thing watches when no metric is said ("an alarm when it's unhealthy", "alarm
 * on the health check"): that thing's own status, never a CPU metric of something else. Per kind: the
 * words its alarm is said with, and the metric that says the thing is down.
 */
const STATUS: Record<
  string,
  Omit<AlarmMetric, 'target' | 'status'> & { words: RegExp; description: string; comparison: string; threshold: number }
> = {
  // Route 53 publishes 1 (healthy) or 0 (unhealthy) each minute, keyed by the health check's id.
  'aws.route53_health_check': {
    words: /\b(?:health[-\s]*)?checks?\b|\b(?:un)?healthy\b|\bfails?\b|\bdown\b/i,
    namespace: 'AWS/Route53',
    metric: 'HealthCheckStatus',
    statistic: 'Minimum',
    dimension: 'HealthCheckId',
    description: 'the health check reports the endpoint unhealthy',
    comparison: 'LessThanThreshold',
    threshold: 1,
  },
  // A dead-letter queue holds what failed: any message waiting there is the alarm.
  'aws.sqs_queue': {
    // "as soon as anything lands in the dlq": arriving there is the condition.
    words:
      /\bdead[-\s]?letter(?:\s+queue)?\b|\bdlq\b|\b(?:lands?|arrives?|appears?|shows?\s+up|ends?\s+up)\s+(?:in|there)\b/i,
    namespace: 'AWS/SQS',
    metric: 'ApproximateNumberOfMessagesVisible',
    statistic: 'Maximum',
    dimension: 'QueueName',
    description: 'messages are waiting in the dead-letter queue',
    comparison: 'GreaterThanThreshold',
    threshold: 0,
  },
};

// How long the status must last ("for 2 consecutive minutes", "unhealthy for 5 minutes"): one-minute periods.
const LASTING =
  /\b(?:for\s+(\d{1,2})\s+(?:consecutive\s+)?minutes?|(\d{1,2})\s+consecutive\s+(?:minutes|checks|periods))\b/i;

/** The status an alarm said of a thing of the request watches, when its phrase speaks of it. */
function statusWatched(c: Component, plan: Planner): void {
  const phrase = plan.phrases[c.phrase ?? -1] ?? '';
  const said = [c.ref.target as Component | undefined, ...plan.components].filter(
    (t): t is Component => !!t && t.kind in STATUS && !t.implicit && STATUS[t.kind].words.test(phrase),
  );
  // Of queues, the one another queue sends its failures to, or the one that writes its own.
  const deadLetter = (t: Component) => plan.components.some((q) => q.ref.deadLetter === t);
  const ownDeadLetter = (t: Component) =>
    !t.ref.deadLetter &&
    !t.config.deadLetterOf &&
    (t.attrs.flags.has('dlq') || t.attrs.maxReceives !== undefined) &&
    plan.first('aws.sqs_queue') === t;
  const target = said.find((t) => t.kind !== 'aws.sqs_queue' || deadLetter(t) || ownDeadLetter(t));
  if (!target) return logsWatched(c, plan);
  const { words: _words, description, comparison, threshold, ...metric } = STATUS[target.kind];
  const lasting = LASTING.exec(phrase);
  const periods = Number(lasting?.[1] ?? lasting?.[2] ?? 1);
  if (lasting) plan.wired(c.phrase ?? 0, lasting[0]);
  // The words that said what is watched ("the check", "unhealthy") are read by this choice.
  for (const w of phrase.matchAll(new RegExp(STATUS[target.kind].words.source, 'gi'))) plan.wired(c.phrase ?? 0, w[0]);
  c.config.alarmMetric = {
    ...metric,
    target,
    ownDeadLetter: target.kind === 'aws.sqs_queue' && ownDeadLetter(target) ? true : undefined,
    status: {
      comparison,
      threshold,
      description: `${description} for ${periods} minute(s) in a row`,
      periods,
      period: 60,
    },
  } satisfies AlarmMetric;
}

/**
 * Errors counted from the request's own log group by a metric filter (log-metric.ts): when the alarm
 * said errors and nothing of the request publishes them, or said no metric while a filter is asked for.
 */
function logsWatched(c: Component, plan: Planner, errorsSaid = false): void {
  const asked = errorsSaid || plan.phrases.some((p) => /\bmetric\s+filt\w*\b/i.test(p));
  if (!asked || !chooseLogMetric(c, plan)) return;
  const m = logMetricOf(c)!;
  c.config.alarmMetric = {
    namespace: m.namespace,
    metric: m.metric,
    statistic: 'Sum',
    dimension: '',
    target: m.group,
    fromLogs: true,
  } satisfies AlarmMetric;
}

/** Chooses (untracked, while planning) the metric of the first service of the request that publishes the stated one. */
export function chooseAlarmMetric(c: Component, plan: Planner): void {
  const wanted = c.attrs.alarm?.metric;
  if (!wanted) {
    statusWatched(c, plan);
    // No status of its own watched: the CPU of the group or instance it is on (the writers' metric).
    const server =
      (c.ref.target as Component | undefined) ?? plan.first('aws.autoscaling_group') ?? plan.first('aws.instance');
    if (!alarmMetric(c)) chooseCpuCondition(c, server, plan);
    return;
  }
  const candidates = [c.ref.target as Component | undefined, ...plan.components].filter(
    (t): t is Component => !!t && !!PUBLISHED[t.kind]?.metrics[wanted] && (t === c.ref.target || !t.implicit),
  );
  const target = candidates[0];
  if (!target) return wanted === 'errors' ? logsWatched(c, plan, true) : undefined;
  const p = PUBLISHED[target.kind];
  const [metric, statistic] = p.metrics[wanted];
  c.config.alarmMetric = {
    namespace: p.namespace,
    metric,
    statistic,
    dimension: p.dimension,
    target,
  } satisfies AlarmMetric;
}

/** The chosen metric, if any. */
export const alarmMetric = (c: Component) => c.config.alarmMetric as AlarmMetric | undefined;

/** The stated condition with CloudWatch's defaults: above the count, over five minutes, once; a watched status as chosen. */
export function alarmCondition(c: Component) {
  const a = c.attrs.alarm;
  const status = alarmMetric(c)?.status;
  if (status) return status;
  return {
    periods: 1,
    threshold: a?.threshold ?? 1,
    period: a?.periodSeconds ?? 300,
    comparison: a?.orEqual ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold',
    description: `${a?.metric ?? 'metric'} ${a?.orEqual ? 'at least' : 'above'} ${a?.threshold ?? 1} in ${Math.round((a?.periodSeconds ?? 300) / 60)} minute(s)`,
  };
}
