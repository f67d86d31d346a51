import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { listeners } from '../cloudformation/edge';
import { dnsName } from '../common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const lb = c.ref.lb as Component;
    const type = d.type;
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancingV2::TargetGroup',
      Properties: {
        Name: c.name ? dnsName(c, 32) : undefined,
        Port: d.port,
        Protocol: d.protocol,
        TargetType: d.targetType,
        VpcId: d.vpc ? x.ref(d.vpc) : undefined,
        HealthCheckProtocol: type === 'application' ? undefined : type === 'network' ? 'TCP' : 'HTTP',
        HealthCheckPort: type === 'gateway' ? '80' : undefined,
        HealthCheckPath: d.healthPath,
        Matcher: type === 'application' ? { HttpCode: '200-399' } : undefined,
        Targets: d.instances.length
          ? d.instances.map((i) => ({
              Id: d.targetType === 'ip' ? x.att(i, 'PrivateIp') : x.ref(i),
              Port: type === 'gateway' ? undefined : d.port,
            }))
          : undefined,
        Tags: tags(c),
      },
    });
    if (!x.plan.has('aws.lb_listener') && x.plan.first('aws.lb_target_group') === c) listeners(c, lb, x);
  },
};
