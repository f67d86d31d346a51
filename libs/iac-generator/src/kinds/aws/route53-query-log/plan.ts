import { type Needs } from '../../../plan/needs';
import { givenName } from '../../../model/names';

export const needs: Needs = (c, plan) => {
  c.ref.zone = plan.ensure('aws.route53_zone', 'the zone whose queries are logged', { label: 'primary' });
  const lg =
    plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit) ??
    plan.add('aws.cloudwatch_log_group', { implicit: 'receives the query logs', label: 'dns_queries' });
  lg.config.path = lg.config.path ?? `/aws/route53/${givenName(lg)}`;
  c.ref.logGroup = lg;
  c.ref.policy = plan.ensure('aws.cloudwatch_log_resource_policy', 'lets Route 53 write the logs', {
    label: 'route53_query_logging',
  });
};
