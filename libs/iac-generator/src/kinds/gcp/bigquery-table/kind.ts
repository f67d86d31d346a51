import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.bigquery_table',
  label: 'events',
  title: 'BigQuery table',
  needs: (c, plan) =>
    void (c.ref.dataset = plan.ensure('gcp.bigquery_dataset', 'the dataset the table belongs to', {
      label: 'analytics',
    })),
};
