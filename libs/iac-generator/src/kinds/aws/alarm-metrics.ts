/**
 * The CloudWatch metric an alarm stated in words watches ("errors" of a function, "5xx" of an API
 * or a load balancer), chosen while planning from the services of the request: the namespace,
 * metric, statistic and dimension that service publishes. A metric the alarmed service does not
 * publish is not chosen, so the writers leave the stated condition unread and the answer says so.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

export interface AlarmMetric {
  namespace: string;
  metric: string;
  statistic: 'Sum' | 'Average';
  dimension: string;
  target: Component;
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

/** Chooses (untracked, while planning) the metric of the first service of the request that publishes the stated one. */
export function chooseAlarmMetric(c: Component, plan: Planner): void {
  const wanted = c.attrs.alarm?.metric;
  if (!wanted) return;
  const candidates = [c.ref.target as Component | undefined, ...plan.components].filter(
    (t): t is Component => !!t && !!PUBLISHED[t.kind]?.metrics[wanted] && (t === c.ref.target || !t.implicit),
  );
  const target = candidates[0];
  if (!target) return;
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

/** The stated condition with CloudWatch's defaults: above the count, over five minutes, once. */
export function alarmCondition(c: Component) {
  const a = c.attrs.alarm;
  return {
    threshold: a?.threshold ?? 1,
    period: a?.periodSeconds ?? 300,
    comparison: a?.orEqual ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold',
    description: `${a?.metric ?? 'metric'} ${a?.orEqual ? 'at least' : 'above'} ${a?.threshold ?? 1} in ${Math.round((a?.periodSeconds ?? 300) / 60)} minute(s)`,
  };
}
