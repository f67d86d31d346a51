import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (_c, x) => {
    const role = x.plan.first('aws.iam_role');
    if (role) x.note(`${x.id(role)} (AWS::IAM::Role ManagedPolicyArns)`);
  },
};
