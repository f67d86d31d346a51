import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.redshift_parameter_group',
  label: 'warehouse',
  title: 'Redshift parameter group',
};
