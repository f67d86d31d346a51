import { type HclValue, block, call } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_event_rule',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: givenName(c),
      description: d.schedule ? `Runs on ${d.schedule}` : 'Reacts to matching events',
      schedule_expression: d.schedule,
      event_pattern: d.pattern ? call('jsonencode', d.pattern as unknown as HclValue) : undefined,
    });
    const t = c.ref.target as Component | undefined;
    if (!t) return;
    // A task runs on its cluster: the target is the cluster, told which task definition to run where.
    const task = t.kind === 'aws.ecs_task_definition';
    const cluster = c.ref.cluster as Component | undefined;
    x.resource('aws_cloudwatch_event_target', c.id, {
      rule: x.ref(c, 'name'),
      arn: task && cluster ? x.ref(cluster, 'arn') : x.ref(t, 'arn'),
      role_arn: c.ref.role ? x.ref(c.ref.role as Component, 'arn') : undefined,
      ecs_target: task
        ? block({
            task_definition_arn: x.ref(t, 'arn'),
            launch_type: 'FARGATE',
            task_count: 1,
            network_configuration: block({
              subnets: ((c.ref.subnets as Component[] | undefined) ?? []).map((s) => x.ref(s, 'id')),
              assign_public_ip: false,
            }),
          })
        : undefined,
    });
  },
};
