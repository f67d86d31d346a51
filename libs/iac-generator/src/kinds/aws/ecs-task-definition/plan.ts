import { type Needs } from '../../../plan/needs';
import { givenName } from '../../../model/names';
import { roleFor } from '../common';

export const needs: Needs = (c, plan) => {
  roleFor(c, plan, 'ecs-tasks.amazonaws.com', {
    policies: ['arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy'],
    why: 'lets ECS pull the image and write logs',
  });
  c.ref.logGroup = plan.add('aws.cloudwatch_log_group', {
    implicit: 'container logs',
    label: `${c.id}_ecs`,
    config: { path: `/ecs/${givenName(c)}` },
  });
};
