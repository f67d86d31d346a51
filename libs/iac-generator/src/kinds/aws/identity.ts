/** IAM, keys and secrets. Roles trust one service and carry only the policies their users need. */
import { type Kind } from '../kind';

export const IDENTITY_KINDS: Kind[] = [
  {
    kind: 'aws.iam_role',
    label: 'app',
    title: 'IAM role',
  },
  {
    kind: 'aws.iam_policy',
    label: 'app',
    title: 'IAM policy',
    needs: (c, plan) => {
      if (!c.ref.role && !plan.has('aws.iam_group') && !plan.has('aws.iam_user'))
        c.ref.role = plan.first('aws.iam_role');
    },
  },
  {
    kind: 'aws.iam_role_policy_attachment',
    label: 'main',
    title: 'IAM role policy attachment',
    needs: (_c, plan) => {
      const role = plan.ensure('aws.iam_role', 'the role to attach to', { label: 'app' });
      if (!role.config.policies && !role.config.statements)
        role.config.policies = ['arn:aws:iam::aws:policy/ReadOnlyAccess'];
    },
  },
  {
    kind: 'aws.iam_instance_profile',
    label: 'app',
    title: 'IAM instance profile',
    needs: (c, plan) => {
      if (!c.ref.role) {
        const role =
          plan.all('aws.iam_role').find((r) => !r.config.service || r.config.service === 'ec2.amazonaws.com') ??
          plan.add('aws.iam_role', { implicit: 'an instance profile wraps a role', label: c.id });
        role.config.service = 'ec2.amazonaws.com';
        role.config.policies = [
          ...((role.config.policies as string[] | undefined) ?? []),
          'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore',
        ];
        c.ref.role = role;
      }
    },
  },
  {
    kind: 'aws.iam_user',
    label: 'app',
    title: 'IAM user',
  },
  {
    kind: 'aws.iam_group',
    label: 'app',
    title: 'IAM group',
  },
  {
    kind: 'aws.iam_group_policy_attachment',
    label: 'main',
    title: 'IAM group policy attachment',
    needs: (_c, plan) => {
      plan.ensure('aws.iam_group', 'the group to attach to', { label: 'app' });
      plan.ensure('aws.iam_policy', 'the policy to attach', { label: 'app' });
    },
  },
  {
    kind: 'aws.iam_virtual_mfa_device',
    label: 'main',
    title: 'IAM virtual MFA device',
  },
  {
    kind: 'aws.kms_key',
    label: 'main',
    title: 'KMS key',
  },
  {
    kind: 'aws.secretsmanager_secret',
    label: 'app',
    title: 'Secrets Manager secret',
    needs: (c, plan) => {
      c.ref.kms = plan.ensure('aws.kms_key', 'encrypts the secret', { label: 'main' });
    },
  },
  {
    kind: 'aws.ssm_parameter',
    label: 'app',
    title: 'SSM parameter',
  },
];
