import { type Needs } from '../../../plan/needs';
import { givenName } from '../../../model/names';
import { roleFor } from '../common';
import { grantOn, usesAsked } from '../grants';
import { logGroupOf } from '../logs-of';
import { planTargetAccess } from '../cloudwatch-event-rule/runs';

export const needs: Needs = (c, plan) => {
  roleFor(c, plan, 'ecs-tasks.amazonaws.com', {
    policies: ['arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy'],
    why: 'lets ECS pull the image and write logs',
  });
  // What the containers call is allowed to a task role of their own, never to the execution role
  // (which only pulls the image and writes logs); there is one when they use what the request asked for.
  const uses: Parameters<typeof usesAsked>[1] = ['bucket', 'queue', 'table', 'secret'];
  if (usesAsked(plan, uses).length) {
    c.ref.taskRole ??= plan.add('aws.iam_role', {
      implicit: 'the containers use what the request asked for with it, with only the permissions that takes',
      label: `${c.id}_task`,
      config: { service: 'ecs-tasks.amazonaws.com' },
    });
    grantOn(c, plan, uses, 'taskRole');
  }
  // A task that runs on a schedule needs the rule that runs it (and the rule, the task's roles to pass).
  const rules = plan.all('aws.cloudwatch_event_rule');
  if (c.attrs.schedule) {
    const rule =
      rules.find((r) => r.ref.target === c) ??
      rules.find((r) => !r.ref.target) ??
      plan.add('aws.cloudwatch_event_rule', { implicit: 'runs the task on its schedule', label: `${c.id}_schedule` });
    rule.attrs.schedule ??= c.attrs.schedule;
    rule.attrs.timeOfDay ??= c.attrs.timeOfDay;
    rule.ref.target = c;
    plan.handOver(c, rule, 'schedule', 'time of day');
  }
  for (const rule of plan.all('aws.cloudwatch_event_rule')) if (rule.ref.target === c) planTargetAccess(rule, plan);
  c.ref.logGroup = logGroupOf(c, plan, {
    implicit: 'container logs',
    label: `${c.id}_ecs`,
    config: { path: `/ecs/${givenName(c)}` },
    anyName: true,
  });
};
