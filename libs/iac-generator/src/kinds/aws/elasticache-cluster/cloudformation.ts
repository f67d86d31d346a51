import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, sgRefs, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { decide, decideMemcached } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? 'redis');
    const sg = c.ref.subnetGroup as Component | undefined;
    if (engine === 'memcached') {
      const m = decideMemcached(c);
      x.add(x.id(c), {
        Type: 'AWS::ElastiCache::CacheCluster',
        Properties: {
          ClusterName: c.name ? dnsName(c, 40) : undefined,
          Engine: 'memcached',
          CacheNodeType: m.nodeType,
          EngineVersion: c.attrs.version,
          NumCacheNodes: m.nodes,
          AZMode: m.crossAz ? 'cross-az' : 'single-az',
          CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
          VpcSecurityGroupIds: sgRefs(c, x),
          TransitEncryptionEnabled: true,
          Tags: tags(c),
        },
      });
      return;
    }
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::ElastiCache::ReplicationGroup',
      Properties: {
        ReplicationGroupId: c.name ? dnsName(c, 40) : undefined,
        ReplicationGroupDescription: d.description,
        Engine: d.engine,
        CacheNodeType: d.nodeType,
        EngineVersion: d.version,
        NumCacheClusters: d.nodes,
        AutomaticFailoverEnabled: d.failover,
        MultiAZEnabled: d.failover,
        PreferredMaintenanceWindow: d.maintenanceWindow,
        AtRestEncryptionEnabled: true,
        TransitEncryptionEnabled: true,
        KmsKeyId: kmsArn(c, x),
        CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
        SecurityGroupIds: sgRefs(c, x),
        SnapshotRetentionLimit: d.snapshotDays,
        SnapshotWindow: d.snapshotWindow,
        Tags: tags(c),
      },
    });
  },
};
