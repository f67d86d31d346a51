import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, kmsArn, sgRefs, subnetRefs } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const subnets = subnetRefs(c, x);
    const d = decide(c);
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        ClusterName: cfnName(c, 64, /[^A-Za-z0-9-]/g),
        KafkaVersion: d.version,
        NumberOfBrokerNodes: d.brokers,
        BrokerNodeGroupInfo: {
          InstanceType: d.brokerType,
          ClientSubnets: subnets,
          SecurityGroups: sgRefs(c, x),
          StorageInfo: { EBSStorageInfo: { VolumeSize: d.volumeGb } },
        },
        EncryptionInfo: {
          EncryptionAtRest: c.ref.kms ? { DataVolumeKMSKeyId: kmsArn(c, x) } : undefined,
          EncryptionInTransit: { ClientBroker: 'TLS', InCluster: true },
        },
        ClientAuthentication: { Sasl: { Iam: { Enabled: true } } },
        LoggingInfo: log ? { BrokerLogs: { CloudWatchLogs: { Enabled: true, LogGroup: x.ref(log) } } } : undefined,
      },
    });
  },
};
