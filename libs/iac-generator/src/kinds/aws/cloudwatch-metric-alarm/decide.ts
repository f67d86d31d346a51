import { type Component } from '../../../model/types';
import { alarmCondition, alarmMetric } from '../alarm-metrics';

/**
 * What the request's settings decide for an alarm, once for every format: a metric stated in words,
 * of the service that publishes it ("errors" of a function), and when it fires. Undefined when the
 * request named no metric; each format then watches what the plan has.
 */
export function decide(c: Component) {
  const metric = alarmMetric(c);
  return metric ? { metric, when: alarmCondition(c) } : undefined;
}
