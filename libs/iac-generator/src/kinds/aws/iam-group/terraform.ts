import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
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
};
