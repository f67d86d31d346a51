import { type Needs } from '../../../plan/needs';

export const needs: Needs = (_c, plan) => {
  const role = plan.ensure('aws.iam_role', 'the role to attach to', { label: 'app' });
  if (!role.config.policies && !role.config.statements)
    role.config.policies = ['arn:aws:iam::aws:policy/ReadOnlyAccess'];
};
