import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, kmsArn, sgRefs, subnetRefs } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const subnets = subnetRefs(c, x);
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        ClusterName: cfnName(c, 64, /[^A-Za-z0-9-]/g),
        KafkaVersion: c.attrs.version ?? '3.6.0',
        NumberOfBrokerNodes: Math.max(subnets.length, c.attrs.nodes ?? subnets.length),
        BrokerNodeGroupInfo: {
          InstanceType: c.attrs.size?.startsWith('kafka.') ? c.attrs.size : 'kafka.m5.large',
          ClientSubnets: subnets,
          SecurityGroups: sgRefs(c, x),
          StorageInfo: { EBSStorageInfo: { VolumeSize: c.attrs.storageGb ?? 100 } },
        },
        EncryptionInfo: {
          EncryptionAtRest: { DataVolumeKMSKeyId: kmsArn(c, x) },
          EncryptionInTransit: { ClientBroker: 'TLS', InCluster: true },
        },
        ClientAuthentication: { Sasl: { Iam: { Enabled: true } } },
        LoggingInfo: log ? { BrokerLogs: { CloudWatchLogs: { Enabled: true, LogGroup: x.ref(log) } } } : undefined,
      },
    });
  },
};
