import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_disk',
  label: 'data',
  title: 'Persistent disk',
};
