import { type Needs } from '../../../plan/needs';
import { SSM } from '../compute';
import { roleFor } from '../common';

export const needs: Needs = (c, plan) => {
  c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'environments belong to an application', {
    label: 'app',
  });
  const role = roleFor(c, plan, 'ec2.amazonaws.com', {
    policies: ['arn:aws:iam::aws:policy/AWSElasticBeanstalkWebTier', SSM],
    why: 'the instance role of the environment',
  });
  const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role || p.ref.role === role);
  const profile =
    free ??
    plan.add('aws.iam_instance_profile', {
      implicit: 'hands the role to the environment instances',
      label: 'eb_ec2',
    });
  profile.ref.role = role;
  c.ref.profile = profile;
};
