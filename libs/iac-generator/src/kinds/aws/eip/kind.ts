import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.eip',
  label: 'main',
  title: 'Elastic IP',
};
