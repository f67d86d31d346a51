import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::KMS::Key',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        Description: `Key for ${givenName(c)}`,
        EnableKeyRotation: true,
        // KMS rotates between 90 and 2560 days; the default (365) when none is stated.
        RotationPeriodInDays: c.attrs.rotationDays
          ? Math.min(2560, Math.max(90, Math.round(c.attrs.rotationDays)))
          : undefined,
        // KMS waits 7 to 30 days before deleting a key; the longest when none is stated.
        PendingWindowInDays: Math.min(30, Math.max(7, c.attrs.deletionWindowDays ?? 30)),
        KeyPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'AccountAdmin',
              Effect: 'Allow',
              Principal: { AWS: { 'Fn::Sub': 'arn:${AWS::Partition}:iam::${AWS::AccountId}:root' } },
              Action: 'kms:*',
              Resource: '*',
            },
          ],
        },
        Tags: tags(c),
      },
    });
    x.add(x.id(c, 'Alias'), {
      Type: 'AWS::KMS::Alias',
      Properties: {
        AliasName: c.attrs.path?.startsWith('alias/')
          ? asStated(c, c.attrs.path)
          : `alias/${cfnName(c, 200, /[^A-Za-z0-9/_-]/g)}`,
        TargetKeyId: x.ref(c),
      },
    });
  },
};
