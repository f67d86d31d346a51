import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_global_address',
  label: 'lb',
  title: 'Global IP address',
};
