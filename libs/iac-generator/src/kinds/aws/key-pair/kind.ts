import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.key_pair',
  label: 'main',
  title: 'EC2 key pair',
};
