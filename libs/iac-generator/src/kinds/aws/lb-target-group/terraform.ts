import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { lbType } from '../edge';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lb_target_group',
  write: (c, x) => {
    const lb = c.ref.lb as Component;
    const type = lbType(lb);
    const vpc = x.plan.first('aws.vpc');
    const ipTargets = /\bip\b/.test(String(c.config.targetType ?? ''));
    x.primary(c, {
      name_prefix: `${
        givenName(c)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 5) || 'tg'
      }-`,
      port: type === 'gateway' ? 6081 : type === 'network' ? (lb.attrs.ports[0] ?? 80) : 80,
      protocol: type === 'gateway' ? 'GENEVE' : type === 'network' ? 'TCP' : 'HTTP',
      target_type: ipTargets ? 'ip' : 'instance',
      vpc_id: vpc ? x.ref(vpc) : undefined,
      health_check: block(
        type === 'gateway'
          ? { port: 80, protocol: 'HTTP' }
          : type === 'network'
            ? { protocol: 'TCP' }
            : { path: c.attrs.path ?? lb.attrs.path ?? '/', matcher: '200-399' },
      ),
      lifecycle: block({ create_before_destroy: true }),
    });
    for (const inst of x.plan.all('aws.instance')) {
      x.resource('aws_lb_target_group_attachment', inst.id, {
        target_group_arn: x.ref(c, 'arn'),
        target_id: ipTargets ? x.ref(inst, 'private_ip') : x.ref(inst),
        port: type === 'gateway' ? undefined : type === 'network' ? (lb.attrs.ports[0] ?? 80) : 80,
      });
    }
  },
};
