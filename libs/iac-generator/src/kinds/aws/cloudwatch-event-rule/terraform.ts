import { type HclValue, block, call } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';
import { decide } from './decide';
import { EVENTS_SERVICE, deliveryOf } from './delivers';

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
    const delivery = deliveryOf(c);
    if (!delivery) return;
    const queue = delivery.target.kind === 'aws.sqs_queue';
    const policy = jsonPolicy([
      {
        Effect: 'Allow',
        Principal: { Service: EVENTS_SERVICE },
        Action: delivery.action,
        Resource: x.ref(delivery.target, 'arn'),
        Condition: { ArnEquals: { 'aws:SourceArn': x.ref(c, 'arn') } },
      },
    ]);
    x.resource(
      queue ? 'aws_sqs_queue_policy' : 'aws_sns_topic_policy',
      `${delivery.target.id}_from_${c.id}`,
      queue ? { queue_url: x.ref(delivery.target, 'id'), policy } : { arn: x.ref(delivery.target, 'arn'), policy },
      'Only this rule may deliver its events here; without this policy EventBridge delivers nothing.',
    );
  },
};
