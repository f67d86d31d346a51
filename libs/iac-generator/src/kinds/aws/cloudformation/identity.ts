/** IAM, KMS and parameters as CloudFormation; role permissions come from the same plan as Terraform. */
import { type Component } from '../../../model/types';
import { type HclValue } from '../../../model/hcl';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { fromHcl, tags } from './common';
import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';

export const IDENTITY_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.iam_role': {
    write: (c, x) => {
      const service = String(c.config.service ?? 'ec2.amazonaws.com');
      const statements = ((c.config.statements as Record<string, HclValue>[] | undefined) ?? [])
        .map((s) => fromHcl(s, x))
        .filter((s) => s !== undefined);
      x.add(x.id(c), {
        Type: 'AWS::IAM::Role',
        Properties: {
          RoleName: c.name ? givenName(c) : undefined,
          AssumeRolePolicyDocument: {
            Version: '2012-10-17',
            Statement: [{ Effect: 'Allow', Principal: { Service: service }, Action: 'sts:AssumeRole' }],
          },
          ManagedPolicyArns: [...new Set((c.config.policies as string[] | undefined) ?? [])],
          Policies: statements.length
            ? [{ PolicyName: 'least-privilege', PolicyDocument: { Version: '2012-10-17', Statement: statements } }]
            : undefined,
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Arn`, x.att(c, 'Arn'), `ARN of role ${givenName(c)}`);
    },
  },
  'aws.iam_policy': {
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
  },
  'aws.iam_role_policy_attachment': {
    write: (_c, x) => {
      const role = x.plan.first('aws.iam_role');
      if (role) x.note(`${x.id(role)} (AWS::IAM::Role ManagedPolicyArns)`);
    },
  },
  'aws.iam_user': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::IAM::User',
        Properties: {
          UserName: givenName(c)
            .replace(/[^A-Za-z0-9+=,.@_-]/g, '-')
            .slice(0, 64),
          Tags: tags(c),
        },
      }),
  },
  'aws.iam_group': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::IAM::Group',
        Properties: {
          GroupName: givenName(c)
            .replace(/[^A-Za-z0-9+=,.@_-]/g, '-')
            .slice(0, 128),
          ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'],
        },
      }),
  },
  'aws.kms_key': {
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
            : `alias/${givenName(c)
                .replace(/[^A-Za-z0-9/_-]/g, '-')
                .slice(0, 200)}`,
          TargetKeyId: x.ref(c),
        },
      });
    },
  },
  'aws.ssm_parameter': {
    write: (c, x) => {
      // CloudFormation cannot create SecureString parameters, so the value is a plain setting here;
      // secrets belong in Secrets Manager.
      x.add(x.id(c), {
        Type: 'AWS::SSM::Parameter',
        Properties: {
          Name: c.attrs.path ? asStated(c, c.attrs.path) : `/${givenName(c).replace(/[^A-Za-z0-9_.\-/]/g, '-')}`,
          Type: 'String',
          Value:
            (c.attrs.parameterValue && asStated(c, c.attrs.parameterValue)) ??
            x.parameter(`${x.id(c)}Value`, {
              Type: 'String',
              Description: `Value of parameter ${givenName(c)}`,
              Default: 'changeme',
            }),
          Tier: 'Standard',
        },
      });
    },
  },
};
