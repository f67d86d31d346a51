/** Redshift: private, encrypted, TLS forced by a parameter group, snapshots on a schedule. */
import { type Kind } from '../kind';
import { configuringKinds, network, roleFor } from './common';
import { dbNetwork, subnetGroupKind } from './database-placement';

export const REDSHIFT_KINDS: Kind[] = [
  {
    kind: 'aws.redshift_cluster',
    label: 'warehouse',
    title: 'Redshift cluster',
    needs: (c, plan) => {
      dbNetwork(c, plan, 'aws.redshift_subnet_group', 5439, 'warehouse');
      if (plan.all('aws.iam_role').some((r) => !r.implicit && !r.config.service)) {
        roleFor(c, plan, 'redshift.amazonaws.com', {
          policies: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'],
          why: 'lets Redshift load from S3',
        });
      }
    },
  },
  subnetGroupKind('aws.redshift_subnet_group', 'warehouse', 'Redshift subnet group'),
  {
    kind: 'aws.redshift_parameter_group',
    label: 'warehouse',
    title: 'Redshift parameter group',
  },
  ...configuringKinds(
    { kind: 'aws.redshift_cluster', label: 'warehouse', ref: 'cluster', why: 'the cluster this configures' },
    [['aws.redshift_usage_limit', 'Redshift usage limit']],
  ),
  {
    kind: 'aws.redshift_event_subscription',
    label: 'main',
    title: 'Redshift event subscription',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster this configures', { label: 'warehouse' });
      c.ref.topic = plan.ensure('aws.sns_topic', 'receives the events', { label: 'redshift_events' });
    },
  },
  {
    kind: 'aws.redshift_snapshot_schedule',
    label: 'main',
    title: 'Redshift snapshot schedule',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to snapshot', { label: 'warehouse' });
    },
  },
  {
    kind: 'aws.redshift_endpoint_access',
    label: 'main',
    title: 'Redshift endpoint access',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to reach', { label: 'warehouse' });
      network(c, plan);
      const group =
        plan.all('aws.redshift_subnet_group').find((g) => g.ref.owner === c.ref.cluster) ??
        plan.ensure('aws.redshift_subnet_group', 'subnets for the endpoint', { label: 'endpoint' });
      c.ref.subnetGroup = group;
    },
  },
];
