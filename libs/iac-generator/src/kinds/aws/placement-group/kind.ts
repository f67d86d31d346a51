import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.placement_group',
  label: 'cluster',
  title: 'placement group',
};
