import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_security_policy',
  label: 'edge',
  title: 'Cloud Armor policy',
};
