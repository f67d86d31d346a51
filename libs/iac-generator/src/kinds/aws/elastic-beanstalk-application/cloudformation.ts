import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::ElasticBeanstalk::Application',
      Properties: { ApplicationName: safe(c, 100), Description: `Application ${givenName(c)}`.slice(0, 200) },
    }),
};
