import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { containerName } from '../ecs-task-definition/decide';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecs_service',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: givenName(c),
      cluster: x.ref(c.ref.cluster as Component),
      task_definition: x.ref(c.ref.task as Component, 'arn'),
      desired_count: d.desired,
      launch_type: d.spot ? undefined : 'FARGATE',
      capacity_provider_strategy: d.spot ? block({ capacity_provider: 'FARGATE_SPOT', weight: 1 }) : undefined,
      network_configuration: block({
        subnets: subnetIds(x, c),
        security_groups: [x.ref(c.ref.securityGroup as Component)],
        assign_public_ip: false,
      }),
      load_balancer: d.targetGroup
        ? block({
            target_group_arn: x.ref(d.targetGroup, 'arn'),
            container_name: containerName(c.ref.task as Component),
            container_port: d.containerPort,
          })
        : undefined,
    });
  },
};
