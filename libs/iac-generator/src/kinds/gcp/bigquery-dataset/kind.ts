import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.bigquery_dataset',
  label: 'analytics',
  title: 'BigQuery dataset',
};
