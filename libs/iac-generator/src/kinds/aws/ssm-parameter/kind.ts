import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.ssm_parameter',
  label: 'app',
  title: 'SSM parameter',
};
