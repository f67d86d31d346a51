import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { backupDays, clusterInstances, dbClass } from '../settings';

export const terraform: TerraformWriter = {
  resourceType: 'aws_docdb_cluster',
  write: (c, x) => {
    x.primary(c, {
      cluster_identifier: dnsName(c),
      engine: 'docdb',
      master_username: 'dbadmin',
      manage_master_user_password: true,
      storage_encrypted: true,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      db_subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
      vpc_security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      backup_retention_period: backupDays(c.attrs.retentionDays),
      deletion_protection: true,
      final_snapshot_identifier: `${dnsName(c, 40)}-final`,
    });
    // The instances that serve it: as many as asked (a writer, the rest readers), of the class asked.
    for (let i = 1; i <= clusterInstances(c); i++)
      x.resource('aws_docdb_cluster_instance', `${c.id}_${i}`, {
        identifier: `${dnsName(c, 50)}-${i}`,
        cluster_identifier: x.ref(c),
        instance_class: dbClass(c.attrs.size, 'db.t3.medium'),
      });
  },
};
