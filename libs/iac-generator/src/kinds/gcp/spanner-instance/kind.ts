import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.spanner_instance',
  label: 'main',
  title: 'Spanner instance',
};
