import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { lbType } from '../edge';
import { listenerPort } from '../listener-port';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lb_listener',
  write: (c, x) => {
    const lb = c.ref.lb as Component;
    const type = lbType(lb);
    const tg = (lb.ref.targetGroup as Component | undefined) ?? x.plan.first('aws.lb_target_group');
    const cert = x.plan.first('aws.acm_certificate');
    const pool = x.plan.first('aws.cognito_user_pool');
    if (type === 'gateway') {
      x.primary(c, {
        load_balancer_arn: x.ref(lb, 'arn'),
        default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
      });
      return;
    }
    if (type === 'network') {
      x.primary(c, {
        load_balancer_arn: x.ref(lb, 'arn'),
        port: lb.attrs.ports[0] ?? 80,
        protocol: 'TCP',
        default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
      });
      return;
    }
    if (cert) {
      x.primary(c, {
        load_balancer_arn: x.ref(lb, 'arn'),
        port: listenerPort(lb, true),
        protocol: 'HTTPS',
        ssl_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
        certificate_arn: x.ref(cert, 'arn'),
        default_action: pool
          ? [
              block({
                type: 'authenticate-cognito',
                order: 1,
                authenticate_cognito: block({
                  user_pool_arn: x.ref(pool, 'arn'),
                  user_pool_client_id: expr(`aws_cognito_user_pool_client.${pool.id}.id`),
                  user_pool_domain: expr(`aws_cognito_user_pool_domain.${pool.id}.domain`),
                }),
              }),
              block({ type: 'forward', order: 2, target_group_arn: x.ref(tg, 'arn') }),
            ]
          : block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
      });
      x.resource(
        'aws_lb_listener',
        `${c.id}_redirect`,
        {
          load_balancer_arn: x.ref(lb, 'arn'),
          port: 80,
          protocol: 'HTTP',
          default_action: block({
            type: 'redirect',
            redirect: block({ port: String(listenerPort(lb, true)), protocol: 'HTTPS', status_code: 'HTTP_301' }),
          }),
        },
        'Plain HTTP only redirects to HTTPS.',
      );
      return;
    }
    x.primary(
      c,
      {
        load_balancer_arn: x.ref(lb, 'arn'),
        port: listenerPort(lb, false),
        protocol: 'HTTP',
        default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
      },
      'HTTP until a certificate is added (ask for "HTTPS" or "certificate" to get one).',
    );
  },
};
