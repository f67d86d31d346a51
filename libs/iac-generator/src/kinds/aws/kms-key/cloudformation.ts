import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, keptOnRemoval, tags } from '../cloudformation/common';
import { decide } from './decide';
import { S3_KEY_ACTIONS, serviceUsers } from './service-users';

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
            ...(users.s3
              ? [
                  {
                    Sid: 'S3PublishesEventsToEncryptedTopics',
                    Effect: 'Allow',
                    Principal: { Service: 's3.amazonaws.com' },
                    Action: S3_KEY_ACTIONS,
                    Resource: '*',
                    Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
                  },
                ]
              : []),
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
