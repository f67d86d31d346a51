import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.logging_project_bucket_config',
  label: 'logs',
  title: 'Log bucket',
};
