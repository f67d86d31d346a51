import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::Lambda::LayerVersion',
      Properties: {
        LayerName: givenName(c)
          .replace(/[^A-Za-z0-9_-]/g, '-')
          .slice(0, 140),
        CompatibleRuntimes: ['python3.12', 'nodejs20.x'],
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
