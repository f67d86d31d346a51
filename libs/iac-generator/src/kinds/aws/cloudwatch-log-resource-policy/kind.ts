import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cloudwatch_log_resource_policy',
  label: 'main',
  title: 'CloudWatch Logs resource policy',
};
