import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.iam_policy',
  label: 'app',
  title: 'IAM policy',
  needs: (c, plan) => {
    if (!c.ref.role && !plan.has('aws.iam_group') && !plan.has('aws.iam_user')) c.ref.role = plan.first('aws.iam_role');
  },
};
