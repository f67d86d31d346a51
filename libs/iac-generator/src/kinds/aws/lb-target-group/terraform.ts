import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lb_target_group',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const type = d.type;
    x.primary(c, {
      name_prefix: `${
        givenName(c)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 5) || 'tg'
      }-`,
      port: d.port,
      protocol: d.protocol,
      target_type: d.targetType,
      vpc_id: d.vpc ? x.ref(d.vpc) : undefined,
      health_check: block(
        type === 'gateway'
          ? { port: 80, protocol: 'HTTP' }
          : type === 'network'
            ? { protocol: 'TCP' }
            : { path: d.healthPath, matcher: '200-399' },
      ),
      lifecycle: block({ create_before_destroy: true }),
    });
    for (const inst of d.instances) {
      x.resource('aws_lb_target_group_attachment', inst.id, {
        target_group_arn: x.ref(c, 'arn'),
        target_id: d.targetType === 'ip' ? x.ref(inst, 'private_ip') : x.ref(inst),
        port: type === 'gateway' ? undefined : d.port,
      });
    }
  },
};
