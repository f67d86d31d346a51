import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.db_option_group',
  label: 'main',
  title: 'DB option group',
};
