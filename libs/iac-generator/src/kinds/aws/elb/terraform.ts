import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elb',
  write: (c, x) => {
    x.primary(c, {
      name: dnsName(c, 32),
      subnets: subnetIds(x, c),
      security_groups: [x.ref(c.ref.securityGroup as Component)],
      listener: block({ instance_port: 80, instance_protocol: 'http', lb_port: 80, lb_protocol: 'http' }),
      health_check: block({
        healthy_threshold: 2,
        unhealthy_threshold: 2,
        timeout: 3,
        target: 'HTTP:80/',
        interval: 30,
      }),
      instances: x.plan.all('aws.instance').map((i) => x.ref(i)),
      cross_zone_load_balancing: true,
      connection_draining: true,
    });
  },
};
