import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.service_account',
  label: 'app',
  title: 'Service account',
};
