import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { logRetention } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Logs::LogGroup',
      Properties: {
        // The name the request gives ("/ecs/orders"), else the one its service writes to, else one
        // from what it is for ("for the checkout service"), as the Terraform output names it.
        LogGroupName: String(
          (c.attrs.path && asStated(c, c.attrs.path)) ?? c.config.path ?? `/infragen/${givenName(c)}`,
        ).replace(/[^A-Za-z0-9_./#-]/g, '-'),
        RetentionInDays: logRetention(c.attrs.retentionDays),
        KmsKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
    }),
};
