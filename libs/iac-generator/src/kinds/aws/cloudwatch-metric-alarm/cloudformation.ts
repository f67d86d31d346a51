import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { dnsName } from '../common';
import { mqAlarmMetric } from '../named-services';
import { logMetricOf } from '../log-metric';
import { scaleOutStep } from '../autoscaling-group/decide';
import { cpuCondition } from '../cpu-alarm';
import { alarmName, decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const t = c.ref.target as Component | undefined;
    const asg = t?.kind === 'aws.autoscaling_group';
    const topic = x.plan.first('aws.sns_topic');
    const d = decide(c);
    if (d) {
      const { metric: stated, when } = d;
      const s = stated.target;
      const logs = logMetricOf(c);
      if (logs)
        x.add(x.id(c, 'MetricFilter'), {
          Type: 'AWS::Logs::MetricFilter',
          Properties: {
            LogGroupName: x.ref(logs.group),
            FilterPattern: logs.pattern,
            MetricTransformations: [
              { MetricName: logs.metric, MetricNamespace: logs.namespace, MetricValue: '1', DefaultValue: 0 },
            ],
          },
        });
      const value = stated.ownDeadLetter
        ? { 'Fn::GetAtt': [x.id(s, 'DeadLetter'), 'QueueName'] }
        : s.kind === 'aws.lb'
          ? x.att(s, 'LoadBalancerFullName')
          : s.kind === 'aws.api_gateway_rest_api'
            ? givenName(s)
            : s.kind === 'aws.sqs_queue'
              ? x.att(s, 'QueueName')
              : x.ref(s);
      x.add(x.id(c), {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          AlarmName: alarmName(c),
          AlarmDescription: when.description,
          Namespace: stated.namespace,
          MetricName: stated.metric,
          Statistic: stated.statistic,
          Period: when.period,
          EvaluationPeriods: when.periods,
          Threshold: when.threshold,
          ComparisonOperator: when.comparison,
          TreatMissingData: 'notBreaching',
          Dimensions: stated.fromLogs ? undefined : [{ Name: stated.dimension, Value: value }],
          AlarmActions: topic ? [x.ref(topic)] : undefined,
        },
      });
      return;
    }
    const broker = !t ? x.plan.first('aws.mq_broker') : undefined;
    if (broker) {
      const m = mqAlarmMetric(broker);
      x.add(x.id(c), {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          AlarmDescription: m.description,
          Namespace: m.namespace,
          MetricName: m.metric,
          Statistic: 'Maximum',
          Period: 300,
          EvaluationPeriods: 2,
          Threshold: 1000,
          ComparisonOperator: 'GreaterThanThreshold',
          Dimensions: [{ Name: 'Broker', Value: dnsName(broker, 50) }],
          AlarmActions: topic ? [x.ref(topic)] : undefined,
        },
      });
      return;
    }
    // Watching the group of the request, as Terraform does, when the reading tied it to none.
    const group = asg ? t : t ? undefined : x.plan.first('aws.autoscaling_group');
    const server = t ?? group ?? x.plan.first('aws.instance');
    const cpu = cpuCondition(c);
    // The group's stated step policy (written beside it, or against the one that exists) and the topic both act.
    const actions = [
      ...(group && scaleOutStep(group, false) ? [{ Ref: x.id(group, 'ScaleOut') }] : []),
      ...(topic ? [x.ref(topic)] : []),
    ];
    x.add(x.id(c), {
      Type: 'AWS::CloudWatch::Alarm',
      Properties: {
        AlarmDescription: `High CPU for ${givenName(c)}`,
        Namespace: 'AWS/EC2',
        MetricName: 'CPUUtilization',
        Statistic: 'Average',
        Period: cpu?.period ?? 300,
        EvaluationPeriods: cpu?.periods ?? 2,
        Threshold: cpu?.threshold ?? 80,
        ComparisonOperator: cpu?.orEqual ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
        Dimensions: server
          ? [{ Name: server === group ? 'AutoScalingGroupName' : 'InstanceId', Value: x.ref(server) }]
          : undefined,
        AlarmActions: actions.length ? actions : undefined,
      },
    });
  },
};
