import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, sgRefs, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const engine = String(c.config.engine ?? 'redis');
    const sg = c.ref.subnetGroup as Component | undefined;
    if (engine === 'memcached') {
      x.add(x.id(c), {
        Type: 'AWS::ElastiCache::CacheCluster',
        Properties: {
          Engine: 'memcached',
          CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro',
          EngineVersion: c.attrs.version,
          NumCacheNodes: c.attrs.nodes ?? 1,
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
        ReplicationGroupDescription: `Redis for ${givenName(c)}`,
        Engine: 'redis',
        CacheNodeType: c.attrs.size?.startsWith('cache.') ? c.attrs.size : 'cache.t3.micro',
        EngineVersion: d.version,
        NumCacheClusters: d.nodes,
        AutomaticFailoverEnabled: c.attrs.failover || c.attrs.flags.has('multiAz') || (c.attrs.readReplicas ?? 0) > 0,
        MultiAZEnabled: c.attrs.flags.has('multiAz'),
        PreferredMaintenanceWindow: d.maintenanceWindow,
        AtRestEncryptionEnabled: true,
        TransitEncryptionEnabled: true,
        KmsKeyId: kmsArn(c, x),
        CacheSubnetGroupName: sg ? x.ref(sg) : undefined,
        SecurityGroupIds: sgRefs(c, x),
        SnapshotRetentionLimit: Math.min(35, c.attrs.retentionDays ?? 7),
        Tags: tags(c),
      },
    });
  },
};
