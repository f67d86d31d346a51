/**
 * What lets an EventBridge rule start what it targets when the target takes no resource policy: a
 * role EventBridge assumes, allowed to start exactly that target (a workflow's executions, a task
 * definition's tasks) and, for tasks, to pass exactly the roles the task runs with. A scheduled
 * task also runs somewhere: on the request's cluster (the one it says exists, else one added) in its
 * subnets. Planned again whenever the target's own planning adds roles, so the order in which the
 * rule and its target were asked for does not matter.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { type HclValue } from '../../../model/hcl';
import { egressFor, network } from '../common';
import { arnsAmong } from '../grants';

/** Targets EventBridge starts through a role of the rule's own (functions, queues, topics take resource policies). */
const THROUGH_A_ROLE = new Set(['aws.sfn_state_machine', 'aws.ecs_task_definition']);

export function planTargetAccess(rule: Component, plan: Planner): void {
  const target = rule.ref.target as Component | undefined;
  if (!target || !THROUGH_A_ROLE.has(target.kind)) return;
  const role = (rule.ref.role as Component | undefined) ?? addRole(rule, plan);
  const statements: Record<string, HclValue>[] = [];
  if (target.kind === 'aws.sfn_state_machine')
    statements.push({ Effect: 'Allow', Action: ['states:StartExecution'], Resource: arnsAmong([target]) });
  else {
    statements.push({ Effect: 'Allow', Action: ['ecs:RunTask'], Resource: arnsAmong([target]) });
    const passed = [target.ref.role, target.ref.taskRole].filter(Boolean) as Component[];
    if (passed.length)
      statements.push({
        Effect: 'Allow',
        Action: ['iam:PassRole'],
        Resource: arnsAmong(passed),
        Condition: { StringLike: { 'iam:PassedToService': 'ecs-tasks.amazonaws.com' } },
      });
    if (!rule.ref.cluster) {
      rule.ref.cluster =
        plan.first('aws.ecs_cluster') ?? plan.ensure('aws.ecs_cluster', 'runs the scheduled task', { label: 'main' });
      // Subnets the request gave are its own network: the tasks run there, and how they reach out
      // is the network's to say (no VPC lookup either: nothing here names it).
      const given = plan.all('aws.subnet').filter((s) => s.attrs.flags.has('existing'));
      if (given.length) rule.ref.subnets = given;
      else {
        network(rule, plan, { tier: 'private' });
        rule.ref.egress = egressFor(plan, 'the scheduled tasks pull their image through it');
      }
    }
  }
  role.config.statements = statements;
}

function addRole(rule: Component, plan: Planner): Component {
  const role = plan.add('aws.iam_role', {
    implicit: 'lets EventBridge start the target, and nothing else',
    label: `${rule.id}_events`,
    config: { service: 'events.amazonaws.com' },
  });
  rule.ref.role = role;
  return role;
}
