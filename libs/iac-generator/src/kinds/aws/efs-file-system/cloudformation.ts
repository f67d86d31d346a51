import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, sgRefs, subnetRefs } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EFS::FileSystem',
      Properties: {
        Encrypted: true,
        KmsKeyId: kmsArn(c, x),
        PerformanceMode: 'generalPurpose',
        ThroughputMode: 'elastic',
        BackupPolicy: { Status: 'ENABLED' },
        LifecyclePolicies: [{ TransitionToIA: 'AFTER_30_DAYS' }],
        FileSystemTags: [{ Key: 'Name', Value: givenName(c) }],
      },
    });
    subnetRefs(c, x).forEach((s, i) =>
      x.add(x.id(c, `Mount${i + 1}`), {
        Type: 'AWS::EFS::MountTarget',
        Properties: { FileSystemId: x.ref(c), SubnetId: s, SecurityGroups: sgRefs(c, x) ?? [] },
      }),
    );
  },
};
