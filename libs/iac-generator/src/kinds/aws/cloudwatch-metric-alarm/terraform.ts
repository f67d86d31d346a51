import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { mqAlarmMetric } from '../named-services';
import { type LogMetric, logMetricOf } from '../log-metric';
import { scaleOutStep } from '../autoscaling-group/decide';
import { alarmName, cpuAlarm, decide } from './decide';

/** The metric filter publishing the counted log lines the alarm watches (log-metric.ts). */
function metricFilter(c: Component, m: LogMetric, x: TfContext): void {
  x.resource(
    'aws_cloudwatch_log_metric_filter',
    `${c.id}_${m.group.id}`,
    {
      name: m.metric,
      log_group_name: x.ref(m.group, 'name'),
      pattern: m.pattern,
      metric_transformation: block({ name: m.metric, namespace: m.namespace, value: '1', default_value: '0' }),
    },
    'Counts the matching log lines into the metric the alarm watches.',
  );
}

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_metric_alarm',
  write: (c, x) => {
    const asg = (c.ref.target as Component | undefined) ?? x.plan.first('aws.autoscaling_group');
    const inst = x.plan.first('aws.instance');
    const topic = x.plan.first('aws.sns_topic');
    const d = decide(c);
    if (d) {
      const { metric: stated, when } = d;
      const t = stated.target;
      const logs = logMetricOf(c);
      if (logs) metricFilter(c, logs, x);
      const dimension = stated.ownDeadLetter
        ? expr(`${x.addr(t)}_dlq.name`)
        : t.kind === 'aws.lambda_function'
          ? x.ref(t, 'function_name')
          : t.kind === 'aws.lb'
            ? x.ref(t, 'arn_suffix')
            : t.kind === 'aws.route53_health_check'
              ? x.ref(t)
              : x.ref(t, 'name');
      x.primary(c, {
        alarm_name: alarmName(c),
        comparison_operator: when.comparison,
        evaluation_periods: when.periods,
        metric_name: stated.metric,
        namespace: stated.namespace,
        period: when.period,
        statistic: stated.statistic,
        threshold: when.threshold,
        treat_missing_data: 'notBreaching',
        alarm_description: when.description,
        dimensions: stated.fromLogs ? undefined : { [stated.dimension]: dimension },
        alarm_actions: topic ? [x.ref(topic, 'arn')] : undefined,
      });
      return;
    }
    const broker = !asg && !inst ? x.plan.first('aws.mq_broker') : undefined;
    if (broker) {
      const m = mqAlarmMetric(broker);
      x.primary(c, {
        alarm_name: givenName(c),
        comparison_operator: 'GreaterThanThreshold',
        evaluation_periods: 2,
        metric_name: m.metric,
        namespace: m.namespace,
        period: 300,
        statistic: 'Maximum',
        threshold: 1000,
        alarm_description: m.description,
        dimensions: { Broker: x.ref(broker, 'broker_name') },
        alarm_actions: topic ? [x.ref(topic, 'arn')] : undefined,
      });
      return;
    }
    const cpu = cpuAlarm(c);
    // The group's step policy (written beside the group, or against the one that exists) and the topic both act.
    const actions = [
      ...(asg && scaleOutStep(asg, true) ? [expr(`aws_autoscaling_policy.${asg.id}_scale_out.arn`)] : []),
      ...(topic ? [x.ref(topic, 'arn')] : []),
    ];
    x.primary(c, {
      alarm_name: givenName(c),
      comparison_operator: cpu.comparison,
      evaluation_periods: cpu.periods,
      metric_name: 'CPUUtilization',
      namespace: 'AWS/EC2',
      period: cpu.period,
      statistic: 'Average',
      threshold: cpu.threshold,
      alarm_description: cpu.description,
      dimensions: asg ? { AutoScalingGroupName: x.ref(asg, 'name') } : inst ? { InstanceId: x.ref(inst) } : undefined,
      alarm_actions: actions.length ? actions : undefined,
    });
  },
};
