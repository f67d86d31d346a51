/**
 * Redshift as hashicorp/aws resources: private, encrypted, TLS forced by a parameter group, snapshots on a schedule.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { configuringWriters, subnetGroupWriter } from './common';

export const REDSHIFT_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.redshift_cluster': {
    resourceType: 'aws_redshift_cluster',
    write: (c, x) => {
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
        cluster_parameter_group_name: x.plan.first('aws.redshift_parameter_group')
          ? x.ref(x.plan.first('aws.redshift_parameter_group'), 'name')
          : undefined,
        multi_az: c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? true : undefined,
        skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
        final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
      });
      const role = c.ref.role as Component | undefined;
      if (role)
        x.resource('aws_redshift_cluster_iam_roles', c.id, {
          cluster_identifier: x.ref(c, 'cluster_identifier'),
          iam_role_arns: [x.ref(role, 'arn')],
        });
    },
  },
  'aws.redshift_parameter_group': {
    resourceType: 'aws_redshift_parameter_group',
    write: (c, x) =>
      void x.primary(c, {
        name: dnsName(c),
        family: 'redshift-1.0',
        parameter: [
          block({ name: 'require_ssl', value: 'true' }),
          block({ name: 'enable_user_activity_logging', value: 'true' }),
        ],
      }),
  },
  ...configuringWriters('cluster', [
    [
      'aws.redshift_usage_limit',
      'aws_redshift_usage_limit',
      (r) => ({
        cluster_identifier: expr(`${r}.id`),
        feature_type: 'concurrency-scaling',
        limit_type: 'time',
        amount: 60,
        breach_action: 'emit-metric',
      }),
    ],
  ]),
  'aws.redshift_event_subscription': {
    resourceType: 'aws_redshift_event_subscription',
    write: (c, x) => {
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
  'aws.redshift_snapshot_schedule': {
    resourceType: 'aws_redshift_snapshot_schedule',
    write: (c, x) => {
      const every = (c.attrs.schedule ?? x.plan.global.schedule ?? 'rate(12 hours)').match(/rate\((\d+) hour/);
      x.primary(c, { identifier: dnsName(c), definitions: [`rate(${every ? every[1] : 12} hours)`] });
      x.resource('aws_redshift_snapshot_schedule_association', c.id, {
        cluster_identifier: x.ref(c.ref.cluster as Component),
        schedule_identifier: x.ref(c),
      });
    },
  },
  'aws.redshift_endpoint_access': {
    resourceType: 'aws_redshift_endpoint_access',
    write: (c, x) => {
      x.primary(c, {
        endpoint_name: dnsName(c, 30),
        subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
        cluster_identifier: x.ref(c.ref.cluster as Component, 'cluster_identifier'),
      });
    },
  },
  'aws.redshift_subnet_group': subnetGroupWriter('aws_redshift_subnet_group'),
};
