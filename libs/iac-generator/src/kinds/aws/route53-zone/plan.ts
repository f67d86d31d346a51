import { type Needs } from '../../../plan/needs';
import { planStatedRecords } from '../../dns';

export const needs: Needs = (c, plan) => {
  planStatedRecords(c, plan, 'aws.route53_record');
  // A zone in front of something the request serves gets the record that points at it.
  if (plan.all('aws.route53_record').some((r) => r.ref.zone === c || !r.ref.zone)) return;
  const targets = [
    'aws.cloudfront_distribution',
    'aws.lb',
    'aws.elb',
    'aws.elastic_beanstalk_environment',
    'aws.db_instance',
  ];
  const checks = plan.all('aws.route53_health_check').length;
  if (!targets.some((k) => plan.has(k)) && !checks) return;
  for (let i = 0; i < Math.max(1, checks); i++)
    plan.add('aws.route53_record', {
      implicit: 'points the domain at what the request serves',
      label: `${c.id}_${i + 1}`,
    }).ref.zone = c;
};
