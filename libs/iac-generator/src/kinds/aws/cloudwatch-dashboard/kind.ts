import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.cloudwatch_dashboard',
  label: 'main',
  title: 'CloudWatch dashboard',
};
