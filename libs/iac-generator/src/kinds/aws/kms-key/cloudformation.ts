import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, keptOnRemoval, tags } from '../cloudformation/common';
import { decide } from './decide';
import { serviceUsers } from './service-users';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const users = serviceUsers(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::KMS::Key',
      ...keptOnRemoval('Retain'),
      Properties: {
        Description: `Key for ${givenName(c)}`,
        EnableKeyRotation: true,
        RotationPeriodInDays: d.rotationDays,
        PendingWindowInDays: d.deletionWindowDays,
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
            ...users.map((u) => ({
              Sid: u.sid,
              Effect: 'Allow',
              Principal: { Service: u.service },
              Action: u.actions,
              Resource: '*',
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            })),
          ],
        },
        Tags: tags(c),
      },
    });
    x.add(x.id(c, 'Alias'), {
      Type: 'AWS::KMS::Alias',
      Properties: {
        AliasName: d.statedAlias ?? `alias/${cfnName(c, 200, /[^A-Za-z0-9/_-]/g)}`,
        TargetKeyId: x.ref(c),
      },
    });
  },
};
