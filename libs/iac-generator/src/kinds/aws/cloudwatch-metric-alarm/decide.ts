import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { alarmCondition, alarmMetric } from '../alarm-metrics';
import { cpuCondition } from '../cpu-alarm';

/**
 * What the request's settings decide for an alarm, once for every format: a metric stated in words,
 * of the service that publishes it ("errors" of a function), and when it fires. Undefined when the
 * request named no metric; each format then watches what the plan has.
 */
export function decide(c: Component) {
  const metric = alarmMetric(c);
  return metric ? { metric, when: alarmCondition(c) } : undefined;
}

/**
 * The alarm's name: the one given, else what it watches ("invoice-jobs-dlq-approximate-number-of-
 * messages-visible", "checkout-errors"), never a CPU name for an alarm on something else.
 */
export function alarmName(c: Component): string {
  const metric = alarmMetric(c);
  if (c.name || !metric) return givenName(c);
  const kebab = metric.metric.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  if (metric.fromLogs) return kebab;
  return `${givenName(metric.target)}${metric.ownDeadLetter ? '-dlq' : ''}-${kebab}`.slice(0, 255);
}

/**
 * An alarm on the CPU of a group or an instance, as stated (cpu-alarm.ts) or, unsaid, CloudWatch's usual
 * high-CPU alarm: at or above 80% over two 2-minute periods.
 */
export function cpuAlarm(c: Component) {
  const said = cpuCondition(c);
  const threshold = said?.threshold ?? 80;
  const periods = said?.periods ?? 2;
  const period = said?.period ?? 120;
  const orEqual = said?.threshold === undefined ? true : !!said.orEqual;
  const minutes = (periods * period) / 60;
  return {
    threshold,
    periods,
    period,
    comparison: orEqual ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold',
    description: `CPU ${orEqual ? 'at or above' : 'above'} ${threshold}% for ${minutes} minute${minutes === 1 ? '' : 's'}`,
  };
}
