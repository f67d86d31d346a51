import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecs_task_definition',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    const d = decide(c);
    x.primary(c, {
      family: givenName(c),
      requires_compatibilities: ['FARGATE'],
      network_mode: 'awsvpc',
      cpu: d.cpu,
      memory: d.memory,
      execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
      task_role_arn: c.ref.taskRole ? x.ref(c.ref.taskRole as Component, 'arn') : undefined,
      container_definitions: expr(
        `jsonencode([{ name = ${JSON.stringify(d.container)}, image = ${JSON.stringify(d.image)}, essential = true, readonlyRootFilesystem = ${d.readonlyRoot}, portMappings = [{ containerPort = ${d.port}, protocol = "tcp" }], logConfiguration = { logDriver = "awslogs", options = { "awslogs-group" = ${x.addr(c.ref.logGroup as Component)}.name, "awslogs-region" = data.aws_region.current.name, "awslogs-stream-prefix" = "app" } } }])`,
      ),
    });
  },
};
