import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Lightsail::Instance',
      Properties: {
        InstanceName: safe(c, 255),
        BlueprintId: 'amazon_linux_2023',
        BundleId: 'micro_3_0',
        Tags: tags(c),
      },
    }),
};
