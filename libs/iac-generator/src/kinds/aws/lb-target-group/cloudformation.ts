import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { listeners } from '../cloudformation/edge';
import { dnsName } from '../common';
import { lbType } from '../edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const lb = (c.ref.lb as Component | undefined) ?? x.plan.first('aws.lb');
    const vpc = lb?.ref.vpc as Component | undefined;
    const type = lb ? lbType(lb) : 'application';
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancingV2::TargetGroup',
      Properties: {
        Name: c.name ? dnsName(c, 32) : undefined,
        Port:
          type === 'gateway' ? 6081 : (c.attrs.ports[0] ?? (type === 'network' ? lb?.attrs.ports[0] : undefined) ?? 80),
        Protocol: type === 'gateway' ? 'GENEVE' : type === 'network' ? 'TCP' : 'HTTP',
        TargetType: x.plan.has('aws.ecs_service') ? 'ip' : 'instance',
        VpcId: vpc ? x.ref(vpc) : undefined,
        HealthCheckProtocol: type === 'application' ? undefined : type === 'network' ? 'TCP' : 'HTTP',
        HealthCheckPort: type === 'gateway' ? '80' : undefined,
        HealthCheckPath: type === 'application' ? (c.attrs.path ?? lb?.attrs.path ?? '/') : undefined,
        Matcher: type === 'application' ? { HttpCode: '200-399' } : undefined,
        Tags: tags(c),
      },
    });
    if (lb && !x.plan.has('aws.lb_listener') && x.plan.first('aws.lb_target_group') === c) listeners(c, lb, x);
  },
};
