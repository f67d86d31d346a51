/** IAM, keys and secrets. Roles trust one service and carry only the policies their users need. */
import { type Component } from '../../model/types';
import { type HclValue, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { accountId, assumeRole, jsonPolicy, nameOf } from './common';

export const IDENTITY_KINDS: AwsKind[] = [
  {
    kind: 'aws.iam_role',
    label: 'app',
    title: 'IAM role',
    tfType: 'aws_iam_role',
    tf: (c, x) => {
      const service = String(c.config.service ?? 'ec2.amazonaws.com');
      x.primary(c, { name: nameOf(c), assume_role_policy: assumeRole([service]), tags: { Name: nameOf(c) } });
      const policies = [...new Set((c.config.policies as string[] | undefined) ?? [])];
      policies.forEach((arn) => {
        const short = arn.split('/').pop() ?? 'policy';
        x.resource('aws_iam_role_policy_attachment', `${c.id}_${short.replace(/[^A-Za-z0-9]/g, '_')}`, { role: x.ref(c, 'name'), policy_arn: arn });
      });
      const statements = (c.config.statements as Record<string, HclValue>[] | undefined) ?? [];
      if (statements.length) {
        const address = x.resource('aws_iam_policy', c.id, { name_prefix: `${nameOf(c)}-`, description: `Least-privilege permissions for ${nameOf(c)}`, policy: jsonPolicy(statements) });
        x.resource('aws_iam_role_policy_attachment', `${c.id}_inline`, { role: x.ref(c, 'name'), policy_arn: expr(`${address}.arn`) });
      }
      x.output(`${c.id}_role_arn`, x.ref(c, 'arn'), `ARN of role ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.iam_policy',
    label: 'app',
    title: 'IAM policy',
    tfType: 'aws_iam_policy',
    needs: (c, plan) => {
      if (!c.ref.role && !plan.has('aws.iam_group') && !plan.has('aws.iam_user')) c.ref.role = plan.first('aws.iam_role');
    },
    tf: (c, x) => {
      const bucket = x.plan.first('aws.s3_bucket');
      const statements: Record<string, HclValue>[] = bucket
        ? [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'], Resource: [x.ref(bucket, 'arn'), expr(`"\${${x.addr(bucket)}.arn}/*"`)] }]
        : [{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: '*' }];
      x.primary(c, { name: nameOf(c), description: `Permissions for ${nameOf(c)}`, policy: jsonPolicy(statements) });
      const role = c.ref.role as Component | undefined;
      if (role) x.resource('aws_iam_role_policy_attachment', `${c.id}_policy`, { role: x.ref(role, 'name'), policy_arn: x.ref(c, 'arn') });
    },
  },
  {
    kind: 'aws.iam_role_policy_attachment',
    label: 'main',
    title: 'IAM role policy attachment',
    tfType: 'aws_iam_role_policy_attachment',
    needs: (_c, plan) => {
      const role = plan.ensure('aws.iam_role', 'the role to attach to', { label: 'app' });
      if (!role.config.policies && !role.config.statements) role.config.policies = ['arn:aws:iam::aws:policy/ReadOnlyAccess'];
    },
    tf: () => undefined,
  },
  {
    kind: 'aws.iam_instance_profile',
    label: 'app',
    title: 'IAM instance profile',
    tfType: 'aws_iam_instance_profile',
    needs: (c, plan) => {
      if (!c.ref.role) {
        const role = plan.all('aws.iam_role').find((r) => !r.config.service || r.config.service === 'ec2.amazonaws.com') ?? plan.add('aws.iam_role', { implicit: 'an instance profile wraps a role', label: c.id });
        role.config.service = 'ec2.amazonaws.com';
        role.config.policies = [...((role.config.policies as string[] | undefined) ?? []), 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore'];
        c.ref.role = role;
      }
    },
    tf: (c, x) => void x.primary(c, { name: nameOf(c), role: x.ref(c.ref.role as Component, 'name') }),
  },
  {
    kind: 'aws.iam_user',
    label: 'app',
    title: 'IAM user',
    tfType: 'aws_iam_user',
    tf: (c, x) => void x.primary(c, { name: nameOf(c), force_destroy: false, tags: { Name: nameOf(c) } }),
  },
  {
    kind: 'aws.iam_group',
    label: 'app',
    title: 'IAM group',
    tfType: 'aws_iam_group',
    tf: (c, x) => {
      x.primary(c, { name: nameOf(c), path: '/' });
      const policy = x.plan.first('aws.iam_policy');
      if (policy) x.resource('aws_iam_group_policy_attachment', c.id, { group: x.ref(c, 'name'), policy_arn: x.ref(policy, 'arn') });
      const user = x.plan.first('aws.iam_user');
      if (user) x.resource('aws_iam_user_group_membership', c.id, { user: x.ref(user, 'name'), groups: [x.ref(c, 'name')] });
    },
  },
  {
    kind: 'aws.iam_group_policy_attachment',
    label: 'main',
    title: 'IAM group policy attachment',
    tfType: 'aws_iam_group_policy_attachment',
    needs: (_c, plan) => {
      plan.ensure('aws.iam_group', 'the group to attach to', { label: 'app' });
      plan.ensure('aws.iam_policy', 'the policy to attach', { label: 'app' });
    },
    tf: () => undefined,
  },
  {
    kind: 'aws.iam_virtual_mfa_device',
    label: 'main',
    title: 'IAM virtual MFA device',
    tfType: 'aws_iam_virtual_mfa_device',
    tf: (c, x) => void x.primary(c, { virtual_mfa_device_name: nameOf(c) }),
  },
  {
    kind: 'aws.kms_key',
    label: 'main',
    title: 'KMS key',
    tfType: 'aws_kms_key',
    tf: (c, x) => {
      accountId(x);
      x.primary(c, {
        description: `Encryption key ${nameOf(c)} (managed by InfraGen)`,
        enable_key_rotation: true,
        deletion_window_in_days: 30,
        policy: jsonPolicy([{ Sid: 'AccountAdministration', Effect: 'Allow', Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') }, Action: 'kms:*', Resource: '*' }]),
      });
      x.resource('aws_kms_alias', c.id, { name: `alias/${nameOf(c).replace(/[^A-Za-z0-9/_-]/g, '-')}`, target_key_id: x.ref(c, 'key_id') });
    },
  },
  {
    kind: 'aws.secretsmanager_secret',
    label: 'app',
    title: 'Secrets Manager secret',
    tfType: 'aws_secretsmanager_secret',
    needs: (c, plan) => {
      c.ref.kms = plan.ensure('aws.kms_key', 'encrypts the secret', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { name_prefix: `${nameOf(c)}-`, description: `Secret ${nameOf(c)}`, kms_key_id: x.ref(c.ref.kms as Component, 'arn'), recovery_window_in_days: 7 });
      x.resource('random_password', c.id, { length: 32, special: true, override_special: '!#%*()-_=+[]{}<>:?' }, 'Generated at apply time; never written in code.');
      x.resource('aws_secretsmanager_secret_version', c.id, { secret_id: x.ref(c), secret_string: expr(`jsonencode({ username = "dbadmin", password = random_password.${c.id}.result })`) });
    },
  },
  {
    kind: 'aws.ssm_parameter',
    label: 'app',
    title: 'SSM parameter',
    tfType: 'aws_ssm_parameter',
    tf: (c, x) => void x.primary(c, { name: `/${nameOf(c)}/config`, type: 'SecureString', value: x.variable(`${c.id}_parameter_value`, { type: 'string', description: `Value of parameter ${nameOf(c)}`, sensitive: true }) }),
  },
];
