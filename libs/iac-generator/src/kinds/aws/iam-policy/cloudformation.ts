import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = x.plan.first('aws.s3_bucket');
    const statement = bucket
      ? {
          Effect: 'Allow',
          Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'],
          Resource: [x.att(bucket, 'Arn'), { 'Fn::Sub': `\${${x.id(bucket)}.Arn}/*` }],
        }
      : { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: '*' };
    const role = c.ref.role as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::IAM::ManagedPolicy',
      Properties: {
        Description: `Permissions for ${givenName(c)}`.slice(0, 1000),
        PolicyDocument: { Version: '2012-10-17', Statement: [statement] },
        Roles: role ? [x.ref(role)] : undefined,
      },
    });
  },
};
