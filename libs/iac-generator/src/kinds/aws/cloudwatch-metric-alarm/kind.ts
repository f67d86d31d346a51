import { type Kind } from '../../kind';
import { chooseAlarmMetric } from '../alarm-metrics';

export const kind: Kind = {
  kind: 'aws.cloudwatch_metric_alarm',
  label: 'cpu_high',
  title: 'CloudWatch metric alarm',
  needs: chooseAlarmMetric,
};
