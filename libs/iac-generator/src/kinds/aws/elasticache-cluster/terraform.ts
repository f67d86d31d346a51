import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { decide, decideMemcached } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elasticache_cluster',
  write: (c, x) => {
    const engine = String(c.config.engine);
    if (engine === 'memcached') {
      const m = decideMemcached(c);
      x.primary(c, {
        cluster_id: dnsName(c, 40),
        engine: 'memcached',
        node_type: m.nodeType,
        engine_version: c.attrs.version,
        num_cache_nodes: m.nodes,
        az_mode: m.crossAz ? 'cross-az' : 'single-az',
        port: 11211,
        transit_encryption_enabled: true,
        subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
        security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      });
      return;
    }
    // Redis or Valkey in a replication group: the only form that supports encryption and AUTH.
    const d = decide(c);
    x.resource('aws_elasticache_replication_group', c.id, {
      replication_group_id: dnsName(c, 40),
      description: d.description,
      engine: d.engine,
      engine_version: d.version,
      node_type: d.nodeType,
      num_cache_clusters: d.nodes,
      automatic_failover_enabled: d.failover,
      multi_az_enabled: d.failover || undefined,
      maintenance_window: d.maintenanceWindow,
      snapshot_retention_limit: d.snapshotDays,
      snapshot_window: d.snapshotWindow,
      at_rest_encryption_enabled: true,
      transit_encryption_enabled: true,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
      security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      user_group_ids: x.plan.first('aws.elasticache_user_group')
        ? [x.ref(x.plan.first('aws.elasticache_user_group'))]
        : undefined,
    });
    // No member aws_elasticache_cluster: the group creates its nodes, and a member would be one more replica.
  },
};
