import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.transit_gateway',
  label: 'main',
  title: 'transit gateway',
};
