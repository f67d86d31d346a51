import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_address',
  label: 'main',
  title: 'Static IP address',
};
