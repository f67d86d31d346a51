import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.lightsail_certificate',
  label: 'main',
  title: 'Lightsail certificate',
};
