import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecs_service',
  write: (c, x) => {
    const tg = x.plan.first('aws.lb_target_group');
    x.primary(c, {
      name: givenName(c),
      cluster: x.ref(c.ref.cluster as Component),
      task_definition: x.ref(c.ref.task as Component, 'arn'),
      desired_count: c.attrs.desired ?? 2,
      launch_type: c.attrs.flags.has('spot') ? undefined : 'FARGATE',
      capacity_provider_strategy: c.attrs.flags.has('spot')
        ? block({ capacity_provider: 'FARGATE_SPOT', weight: 1 })
        : undefined,
      network_configuration: block({
        subnets: subnetIds(x, c),
        security_groups: [x.ref(c.ref.securityGroup as Component)],
        assign_public_ip: false,
      }),
      load_balancer: tg
        ? block({ target_group_arn: x.ref(tg, 'arn'), container_name: 'app', container_port: c.attrs.ports[0] ?? 80 })
        : undefined,
    });
  },
};
