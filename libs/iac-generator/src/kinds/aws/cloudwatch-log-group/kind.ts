import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cloudwatch_log_group',
  label: 'app',
  title: 'CloudWatch log group',
};
