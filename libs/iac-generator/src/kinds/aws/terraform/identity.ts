/**
 * IAM, keys and secrets as hashicorp/aws resources. Roles trust one service and carry only the policies their users
 * need.
 */
import { type Component } from '../../../model/types';
import { type HclValue, block, expr } from '../../../model/hcl';
import { accountId, assumeRole, jsonPolicy } from './common';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { asStated } from '../../../model/stated-case';
import { existingLookup } from '../../../model/existing';
import { passwordOptions } from '../secret-password';

export const IDENTITY_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.iam_role': {
    resourceType: 'aws_iam_role',
    write: (c, x) => {
      const service = String(c.config.service ?? 'ec2.amazonaws.com');
      x.primary(c, { name: givenName(c), assume_role_policy: assumeRole([service]), tags: { Name: givenName(c) } });
      const policies = [...new Set((c.config.policies as string[] | undefined) ?? [])];
      policies.forEach((arn) => {
        const short = arn.split('/').pop() ?? 'policy';
        x.resource('aws_iam_role_policy_attachment', `${c.id}_${short.replace(/[^A-Za-z0-9]/g, '_')}`, {
          role: x.ref(c, 'name'),
          policy_arn: arn,
        });
      });
      const statements = (c.config.statements as Record<string, HclValue>[] | undefined) ?? [];
      if (statements.length) {
        const address = x.resource('aws_iam_policy', c.id, {
          name_prefix: `${givenName(c)}-`,
          description: `Least-privilege permissions for ${givenName(c)}`,
          policy: jsonPolicy(statements),
        });
        x.resource('aws_iam_role_policy_attachment', `${c.id}_inline`, {
          role: x.ref(c, 'name'),
          policy_arn: expr(`${address}.arn`),
        });
      }
      x.output(`${c.id}_role_arn`, x.ref(c, 'arn'), `ARN of role ${givenName(c)}`);
    },
  },
  'aws.iam_policy': {
    resourceType: 'aws_iam_policy',
    write: (c, x) => {
      const bucket = x.plan.first('aws.s3_bucket');
      const statements: Record<string, HclValue>[] = bucket
        ? [
            {
              Effect: 'Allow',
              Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'],
              Resource: [x.ref(bucket, 'arn'), expr(`"\${${x.addr(bucket)}.arn}/*"`)],
            },
          ]
        : [{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: '*' }];
      x.primary(c, {
        name: givenName(c),
        description: `Permissions for ${givenName(c)}`,
        policy: jsonPolicy(statements),
      });
      const role = c.ref.role as Component | undefined;
      if (role)
        x.resource('aws_iam_role_policy_attachment', `${c.id}_policy`, {
          role: x.ref(role, 'name'),
          policy_arn: x.ref(c, 'arn'),
        });
    },
  },
  'aws.iam_role_policy_attachment': {
    resourceType: 'aws_iam_role_policy_attachment',
    write: () => undefined,
  },
  'aws.iam_instance_profile': {
    resourceType: 'aws_iam_instance_profile',
    write: (c, x) => void x.primary(c, { name: givenName(c), role: x.ref(c.ref.role as Component, 'name') }),
  },
  'aws.iam_user': {
    resourceType: 'aws_iam_user',
    write: (c, x) => void x.primary(c, { name: givenName(c), force_destroy: false, tags: { Name: givenName(c) } }),
  },
  'aws.iam_group': {
    resourceType: 'aws_iam_group',
    write: (c, x) => {
      x.primary(c, { name: givenName(c), path: '/' });
      const policy = x.plan.first('aws.iam_policy');
      if (policy)
        x.resource('aws_iam_group_policy_attachment', c.id, {
          group: x.ref(c, 'name'),
          policy_arn: x.ref(policy, 'arn'),
        });
      const user = x.plan.first('aws.iam_user');
      if (user)
        x.resource('aws_iam_user_group_membership', c.id, { user: x.ref(user, 'name'), groups: [x.ref(c, 'name')] });
    },
  },
  'aws.iam_group_policy_attachment': {
    resourceType: 'aws_iam_group_policy_attachment',
    write: () => undefined,
  },
  'aws.iam_virtual_mfa_device': {
    resourceType: 'aws_iam_virtual_mfa_device',
    write: (c, x) => void x.primary(c, { virtual_mfa_device_name: givenName(c) }),
  },
  'aws.kms_key': {
    resourceType: 'aws_kms_key',
    write: (c, x) => {
      accountId(x);
      x.primary(c, {
        description: `Encryption key ${givenName(c)} (managed by InfraGen)`,
        enable_key_rotation: true,
        // KMS rotates between 90 and 2560 days; the default (365) when none is stated.
        rotation_period_in_days: c.attrs.rotationDays
          ? Math.min(2560, Math.max(90, Math.round(c.attrs.rotationDays)))
          : undefined,
        // KMS waits 7 to 30 days before deleting a key; the longest when none is stated.
        deletion_window_in_days: Math.min(30, Math.max(7, c.attrs.deletionWindowDays ?? 30)),
        policy: jsonPolicy([
          {
            Sid: 'AccountAdministration',
            Effect: 'Allow',
            Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') },
            Action: 'kms:*',
            Resource: '*',
          },
        ]),
      });
      x.resource('aws_kms_alias', c.id, {
        name: c.attrs.path?.startsWith('alias/')
          ? asStated(c, c.attrs.path)
          : `alias/${givenName(c).replace(/[^A-Za-z0-9/_-]/g, '-')}`,
        target_key_id: x.ref(c, 'key_id'),
      });
    },
  },
  'aws.secretsmanager_secret': {
    resourceType: 'aws_secretsmanager_secret',
    write: (c, x) => {
      x.primary(c, {
        name_prefix: `${givenName(c)}-`,
        description: `Secret ${givenName(c)}`,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        recovery_window_in_days: 7,
      });
      x.resource('random_password', c.id, passwordOptions(c), 'Generated at apply time; never written in code.');
      x.resource('aws_secretsmanager_secret_version', c.id, {
        secret_id: x.ref(c),
        secret_string: expr(`jsonencode({ username = "dbadmin", password = random_password.${c.id}.result })`),
      });
      const rotator = x.plan.all('aws.lambda_function').find((f) => existingLookup(f));
      if (c.attrs.rotationDays)
        x.resource('aws_secretsmanager_secret_rotation', c.id, {
          secret_id: x.ref(c),
          // The user's own rotation function when the request says it exists, else one they name.
          rotation_lambda_arn: rotator
            ? x.ref(rotator, 'arn')
            : x.variable(`${c.id}_rotation_lambda_arn`, {
                type: 'string',
                description: `ARN of the Lambda function that rotates secret ${givenName(c)} (AWS publishes rotation templates)`,
              }),
          rotation_rules: block({ automatically_after_days: Math.round(c.attrs.rotationDays) }),
        });
    },
  },
  'aws.ssm_parameter': {
    resourceType: 'aws_ssm_parameter',
    write: (c, x) =>
      void x.primary(c, {
        name: c.attrs.path ? asStated(c, c.attrs.path) : `/${givenName(c)}/config`,
        // A value stated in the request is not a secret; one left to the operator may be.
        type: c.attrs.parameterValue ? 'String' : 'SecureString',
        value:
          (c.attrs.parameterValue && asStated(c, c.attrs.parameterValue)) ??
          x.variable(`${c.id}_parameter_value`, {
            type: 'string',
            description: `Value of parameter ${givenName(c)}`,
            sensitive: true,
          }),
      }),
  },
};
