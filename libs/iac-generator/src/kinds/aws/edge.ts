/** Load balancing, DNS, CDN, certificates, sign-in and WAF. */
import { type Component } from '../../model/types';
import { planStatedRecords } from '../dns';
import { type Kind } from '../kind';
import { givenName } from '../../model/names';
import { network, securityGroupFor } from './common';

export function lbType(c: Component): 'application' | 'network' | 'gateway' {
  const t = String(c.attrs.lbType ?? c.config.lbType ?? '');
  return t === 'network' || t === 'gateway' ? t : 'application';
}

export const EDGE_KINDS: Kind[] = [
  {
    kind: 'aws.lb',
    label: 'web',
    title: 'load balancer',
    needs: (c, plan) => {
      const internal = c.attrs.flags.has('internal') || c.attrs.flags.has('private');
      network(c, plan, { tier: internal ? 'private' : 'public' });
      if (lbType(c) !== 'gateway') securityGroupFor(c, plan, [80, 443], 'web', internal ? 'vpc' : 'anywhere');
      const tg = plan.ensure('aws.lb_target_group', 'the load balancer forwards to it', { label: c.id });
      tg.ref.lb = c;
      c.ref.targetGroup = tg;
      plan.ensure('aws.lb_listener', 'accepts client connections', { label: c.id }).ref.lb = c;
      // Nothing is invented behind it: what the request asked for is registered, or the target group
      // waits for targets (its output says so).
    },
  },
  {
    kind: 'aws.lb_target_group',
    label: 'web',
    title: 'target group',
    needs: (c, plan) => {
      if (!c.ref.lb) {
        const lb = plan.ensure('aws.lb', 'target groups serve a load balancer', { label: 'web' });
        c.ref.lb = lb;
      }
      // Fargate tasks are registered by address, never as instances.
      if (plan.has('aws.ecs_service')) c.config.targetType = 'ip';
    },
  },
  {
    kind: 'aws.lb_listener',
    label: 'web',
    title: 'listener',
    needs: (c, plan) => {
      if (!c.ref.lb) c.ref.lb = plan.ensure('aws.lb', 'listeners belong to a load balancer', { label: 'web' });
    },
  },
  {
    kind: 'aws.elb',
    label: 'main',
    title: 'classic load balancer',
    needs: (c, plan) => {
      network(c, plan, { tier: 'public' });
      securityGroupFor(c, plan, [80], 'web', 'anywhere');
    },
  },
  {
    kind: 'aws.route53_zone',
    label: 'primary',
    title: 'Route 53 hosted zone',
    needs: (c, plan) => {
      planStatedRecords(plan, 'aws.route53_record', c);
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
    },
  },
  {
    kind: 'aws.route53_record',
    label: 'www',
    title: 'Route 53 record',
    needs: (c, plan) => {
      c.ref.zone ??=
        plan.all('aws.route53_zone')[plan.all('aws.route53_record').indexOf(c)] ??
        plan.ensure('aws.route53_zone', 'records live in a zone', { label: 'primary' });
      planStatedRecords(plan, 'aws.route53_record', c.ref.zone as Component);
    },
  },
  {
    kind: 'aws.route53_health_check',
    label: 'primary',
    title: 'Route 53 health check',
  },
  {
    kind: 'aws.route53_traffic_policy',
    label: 'main',
    title: 'Route 53 traffic policy',
  },
  {
    kind: 'aws.route53_query_log',
    label: 'main',
    title: 'Route 53 query logging',
    needs: (c, plan) => {
      c.ref.zone = plan.ensure('aws.route53_zone', 'the zone whose queries are logged', { label: 'primary' });
      const lg =
        plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit) ??
        plan.add('aws.cloudwatch_log_group', { implicit: 'receives the query logs', label: 'dns_queries' });
      lg.config.path = lg.config.path ?? `/aws/route53/${givenName(lg)}`;
      c.ref.logGroup = lg;
      c.ref.policy = plan.ensure('aws.cloudwatch_log_resource_policy', 'lets Route 53 write the logs', {
        label: 'route53_query_logging',
      });
    },
  },
  {
    kind: 'aws.cloudfront_distribution',
    label: 'cdn',
    title: 'CloudFront distribution',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'the origin holding the content', { label: 'content' });
      c.ref.oac = plan.ensure('aws.cloudfront_origin_access_control', 'only CloudFront may read the bucket', {
        label: c.id,
      });
      if (!plan.has('aws.s3_bucket_policy'))
        plan.add('aws.s3_bucket_policy', { implicit: 'grants the distribution read access', label: 'content' });
    },
  },
  {
    kind: 'aws.cloudfront_origin_access_control',
    label: 'cdn',
    title: 'CloudFront origin access control',
    needs: (_c, plan) =>
      void plan.ensure('aws.cloudfront_distribution', 'origin access control serves a distribution', { label: 'cdn' }),
  },
  {
    kind: 'aws.acm_certificate',
    label: 'site',
    title: 'ACM certificate',
  },
  {
    kind: 'aws.cognito_user_pool',
    label: 'users',
    title: 'Cognito user pool',
    needs: (c, plan) => {
      plan.ensure('aws.cognito_user_pool_client', 'the app that signs users in', { label: c.id });
      plan.ensure('aws.cognito_user_pool_domain', 'hosts the sign-in pages', { label: c.id });
    },
  },
  {
    kind: 'aws.cognito_user_pool_client',
    label: 'users',
    title: 'Cognito app client',
    needs: (c, plan) =>
      void (c.ref.pool = plan.ensure('aws.cognito_user_pool', 'the pool the client signs into', { label: 'users' })),
  },
  {
    kind: 'aws.cognito_user_pool_domain',
    label: 'users',
    title: 'Cognito domain',
    needs: (c, plan) =>
      void (c.ref.pool = plan.ensure('aws.cognito_user_pool', 'the pool the domain serves', { label: 'users' })),
  },
  {
    kind: 'aws.wafv2_web_acl',
    label: 'web',
    title: 'WAF web ACL',
  },
];
