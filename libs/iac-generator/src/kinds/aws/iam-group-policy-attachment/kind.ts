import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_group_policy_attachment',
  label: 'main',
  title: 'IAM group policy attachment',
  needs: (_c, plan) => {
    plan.ensure('aws.iam_group', 'the group to attach to', { label: 'app' });
    plan.ensure('aws.iam_policy', 'the policy to attach', { label: 'app' });
  },
};
