import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_instance',
  label: 'main',
  title: 'Lightsail instance',
};
