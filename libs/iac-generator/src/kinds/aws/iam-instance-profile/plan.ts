import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  if (!c.ref.role) {
    const role =
      plan
        .all('aws.iam_role')
        .find(
          (r) =>
            (!r.config.service || r.config.service === 'ec2.amazonaws.com') &&
            (!r.config.saidService || r.config.saidService === 'ec2.amazonaws.com'),
        ) ?? plan.add('aws.iam_role', { implicit: 'an instance profile wraps a role', label: c.id });
    role.config.service = 'ec2.amazonaws.com';
    role.config.policies = [
      ...((role.config.policies as string[] | undefined) ?? []),
      'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore',
    ];
    c.ref.role = role;
  }
};
