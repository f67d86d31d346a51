import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::Logs::LogGroup',
      Properties: {
        LogGroupName: d.name.replace(/[^A-Za-z0-9_./#-]/g, '-'),
        RetentionInDays: d.retentionDays,
        KmsKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
    });
  },
};
