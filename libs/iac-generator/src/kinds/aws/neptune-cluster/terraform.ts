import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { backupDays, clusterInstances, dbClass } from '../settings';

export const terraform: TerraformWriter = {
  resourceType: 'aws_neptune_cluster',
  write: (c, x) => {
    x.resource('aws_neptune_cluster_parameter_group', c.id, {
      family: 'neptune1.3',
      name: `${dnsName(c, 40)}-cluster`,
      parameter: block({ name: 'neptune_enable_audit_log', value: '1' }),
    });
    x.resource('aws_neptune_parameter_group', c.id, {
      family: 'neptune1.3',
      name: `${dnsName(c, 40)}-instance`,
      parameter: block({ name: 'neptune_query_timeout', value: '25' }),
    });
    x.primary(c, {
      cluster_identifier: dnsName(c),
      engine: 'neptune',
      storage_encrypted: true,
      kms_key_arn: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      iam_database_authentication_enabled: true,
      neptune_subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
      vpc_security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      neptune_cluster_parameter_group_name: expr(`aws_neptune_cluster_parameter_group.${c.id}.name`),
      backup_retention_period: backupDays(c.attrs.retentionDays),
      skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
      final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
      deletion_protection: true,
    });
    // The instances that serve it: as many as asked (a writer, the rest readers), of the class asked.
    for (let i = 1; i <= clusterInstances(c); i++)
      x.resource('aws_neptune_cluster_instance', i === 1 ? c.id : `${c.id}_${i}`, {
        cluster_identifier: x.ref(c),
        instance_class: dbClass(c.attrs.size, 'db.t4g.medium'),
        engine: 'neptune',
        neptune_parameter_group_name: expr(`aws_neptune_parameter_group.${c.id}.name`),
      });
  },
};
