import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::ECR::Repository',
      Properties: {
        RepositoryName: d.name,
        ImageTagMutability: 'IMMUTABLE',
        ImageScanningConfiguration: { ScanOnPush: true },
        EncryptionConfiguration: { EncryptionType: 'KMS' },
        LifecyclePolicy: d.lifecyclePolicy ? { LifecyclePolicyText: d.lifecyclePolicy } : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Uri`, x.att(c, 'RepositoryUri'), 'Repository URI');
  },
};
