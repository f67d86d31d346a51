import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_role_policy_attachment',
  label: 'main',
  title: 'IAM role policy attachment',
  needs: (_c, plan) => {
    const role = plan.ensure('aws.iam_role', 'the role to attach to', { label: 'app' });
    if (!role.config.policies && !role.config.statements)
      role.config.policies = ['arn:aws:iam::aws:policy/ReadOnlyAccess'];
  },
};
