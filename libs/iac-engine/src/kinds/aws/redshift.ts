/** Redshift: private, encrypted, TLS forced by a parameter group, snapshots on a schedule. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { configuringKinds, dnsName, network, roleFor } from './common';
import { dbNetwork, subnetGroupKind } from './database-placement';

export const REDSHIFT_KINDS: AwsKind[] = [
  {
    kind: 'aws.redshift_cluster',
    label: 'warehouse',
    title: 'Redshift cluster',
    tfType: 'aws_redshift_cluster',
    needs: (c, plan) => {
      dbNetwork(c, plan, 'aws.redshift_subnet_group', 5439, 'warehouse');
      if (plan.all('aws.iam_role').some((r) => !r.implicit && !r.config.service)) {
        roleFor(c, plan, 'redshift.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess'], why: 'lets Redshift load from S3' });
      }
    },
    tf: (c, x) => {
      const nodes = c.attrs.nodes ?? 1;
      x.primary(c, {
        cluster_identifier: dnsName(c),
        database_name: 'analytics',
        master_username: 'dbadmin',
        manage_master_password: true,
        node_type: c.attrs.size?.startsWith('ra3') || c.attrs.size?.startsWith('dc2') ? c.attrs.size : 'ra3.large',
        cluster_type: nodes > 1 ? 'multi-node' : 'single-node',
        number_of_nodes: nodes > 1 ? nodes : undefined,
        encrypted: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        publicly_accessible: false,
        enhanced_vpc_routing: true,
        cluster_subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        cluster_parameter_group_name: x.plan.first('aws.redshift_parameter_group') ? x.ref(x.plan.first('aws.redshift_parameter_group'), 'name') : undefined,
        multi_az: c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? true : undefined,
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
      });
      const role = c.ref.role as Component | undefined;
      if (role) x.resource('aws_redshift_cluster_iam_roles', c.id, { cluster_identifier: x.ref(c, 'cluster_identifier'), iam_role_arns: [x.ref(role, 'arn')] });
    },
  },
  subnetGroupKind('aws.redshift_subnet_group', 'warehouse', 'Redshift subnet group', 'aws_redshift_subnet_group'),
  {
    kind: 'aws.redshift_parameter_group',
    label: 'warehouse',
    title: 'Redshift parameter group',
    tfType: 'aws_redshift_parameter_group',
    tf: (c, x) => void x.primary(c, { name: dnsName(c), family: 'redshift-1.0', parameter: [block({ name: 'require_ssl', value: 'true' }), block({ name: 'enable_user_activity_logging', value: 'true' })] }),
  },
  ...configuringKinds({ kind: 'aws.redshift_cluster', label: 'warehouse', ref: 'cluster', why: 'the cluster this configures' }, [
    ['aws.redshift_usage_limit', 'aws_redshift_usage_limit', 'Redshift usage limit', (r) => ({ cluster_identifier: expr(`${r}.id`), feature_type: 'concurrency-scaling', limit_type: 'time', amount: 60, breach_action: 'emit-metric' })],
  ]),
  {
    kind: 'aws.redshift_event_subscription',
    label: 'main',
    title: 'Redshift event subscription',
    tfType: 'aws_redshift_event_subscription',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster this configures', { label: 'warehouse' });
      c.ref.topic = plan.ensure('aws.sns_topic', 'receives the events', { label: 'redshift_events' });
    },
    tf: (c, x) => {
      // The parameter group's events when the plan has one, else the cluster's.
      const group = x.plan.has('aws.redshift_parameter_group') ? x.plan.first('aws.redshift_parameter_group') : null;
      x.primary(c, {
        name: dnsName(c),
        sns_topic_arn: x.ref(c.ref.topic as Component, 'arn'),
        source_type: group ? 'cluster-parameter-group' : 'cluster',
        source_ids: group ? [x.ref(group)] : [expr(`${x.addr(c.ref.cluster as Component)}.id`)],
        severity: 'INFO',
        event_categories: ['configuration', 'management', 'monitoring', 'security'],
      });
    },
  },
  {
    kind: 'aws.redshift_snapshot_schedule',
    label: 'main',
    title: 'Redshift snapshot schedule',
    tfType: 'aws_redshift_snapshot_schedule',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to snapshot', { label: 'warehouse' });
    },
    tf: (c, x) => {
      const every = (c.attrs.schedule ?? x.plan.global.schedule ?? 'rate(12 hours)').match(/rate\((\d+) hour/);
      x.primary(c, { identifier: dnsName(c), definitions: [`rate(${every ? every[1] : 12} hours)`] });
      x.resource('aws_redshift_snapshot_schedule_association', c.id, { cluster_identifier: x.ref(c.ref.cluster as Component), schedule_identifier: x.ref(c) });
    },
  },
  {
    kind: 'aws.redshift_endpoint_access',
    label: 'main',
    title: 'Redshift endpoint access',
    tfType: 'aws_redshift_endpoint_access',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster to reach', { label: 'warehouse' });
      network(c, plan);
      const group = plan.all('aws.redshift_subnet_group').find((g) => g.ref.owner === c.ref.cluster) ?? plan.ensure('aws.redshift_subnet_group', 'subnets for the endpoint', { label: 'endpoint' });
      c.ref.subnetGroup = group;
    },
    tf: (c, x) => {
      x.primary(c, { endpoint_name: dnsName(c, 30), subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'), cluster_identifier: x.ref(c.ref.cluster as Component, 'cluster_identifier') });
    },
  },
];
