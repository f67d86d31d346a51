import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  if (!c.ref.role && !plan.has('aws.iam_group') && !plan.has('aws.iam_user')) c.ref.role = plan.first('aws.iam_role');
};
