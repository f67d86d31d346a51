import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_database',
  label: 'main',
  title: 'Lightsail database',
};
