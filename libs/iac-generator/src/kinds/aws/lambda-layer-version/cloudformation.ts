import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::Lambda::LayerVersion',
      Properties: {
        LayerName: cfnName(c, 140),
        CompatibleRuntimes: ['python3.12', 'nodejs22.x'],
        Content: {
          S3Bucket: x.parameter('LayerBucket', { Type: 'String', Description: 'Bucket holding the layer zip' }),
          S3Key: x.parameter('LayerKey', {
            Type: 'String',
            Description: 'Key of the layer zip',
            Default: 'lambda_layer_payload.zip',
          }),
        },
      },
    });
  },
};
