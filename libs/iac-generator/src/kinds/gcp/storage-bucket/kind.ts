import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.storage_bucket',
  label: 'main',
  title: 'Cloud Storage bucket',
};
