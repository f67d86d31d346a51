import { type Needs } from '../../../plan/needs';
import { roleFor } from '../common';

export const needs: Needs = (c, plan) => {
  if (
    c.attrs.retentionDays ||
    c.attrs.flags.has('lifecycle') ||
    plan.has('aws.elastic_beanstalk_application_version')
  ) {
    c.ref.serviceRole = roleFor(c, plan, 'elasticbeanstalk.amazonaws.com', {
      policies: ['arn:aws:iam::aws:policy/service-role/AWSElasticBeanstalkEnhancedHealth'],
      why: 'lets Elastic Beanstalk clean up old versions',
    });
  }
};
