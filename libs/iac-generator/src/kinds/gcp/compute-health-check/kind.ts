import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.compute_health_check',
  label: 'http',
  title: 'Health check',
};
