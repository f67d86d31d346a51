import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::ElastiCache::User',
      Properties: {
        UserId: safe(c, 40).toLowerCase(),
        UserName: safe(c, 40).toLowerCase(),
        Engine: 'redis',
        AccessString: 'on ~app:* +@read',
        AuthenticationMode: { Type: 'iam' },
      },
    }),
};
