import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.db_parameter_group',
  label: 'main',
  title: 'DB parameter group',
};
