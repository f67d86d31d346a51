import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.redshift_snapshot_schedule',
  label: 'main',
  title: 'Redshift snapshot schedule',
  needs: (c, plan) => {
    c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to snapshot', { label: 'warehouse' });
  },
};
