import { logGroupOf } from '../logs-of';
import { type Needs } from '../../../plan/needs';
import { type Planner } from '../../../plan/planner';
import { existingLookup } from '../../../model/existing';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { roleFor } from '../common';
import { arnsAmong } from '../grants';
import { planTargetAccess } from '../cloudwatch-event-rule/runs';
import { scheduledByScheduler } from '../scheduler-schedule/starts';

// Step Functions writes its execution logs through log deliveries, which take no resource ARN.
const LOG_DELIVERY = {
  Effect: 'Allow',
  Action: [
    'logs:CreateLogDelivery',
    'logs:GetLogDelivery',
    'logs:UpdateLogDelivery',
    'logs:DeleteLogDelivery',
    'logs:ListLogDeliveries',
    'logs:PutResourcePolicy',
    'logs:DescribeResourcePolicies',
    'logs:DescribeLogGroups',
  ],
  Resource: '*',
};

// The writers turn X-Ray tracing on; Step Functions sends the traces with the workflow's role, so
// without these rights the traces are dropped (the sampling calls and segment writes take no ARN).
const XRAY_WRITE = {
  Effect: 'Allow',
  Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'xray:GetSamplingRules', 'xray:GetSamplingTargets'],
  Resource: '*',
};

export const needs: Needs = (c, plan) => {
  // One given by its ARN keeps its role, steps and logs; a schedule said of it still starts it.
  if (existingLookup(c)) {
    scheduleOf(c, [], plan);
    return;
  }
  // The functions the request asked for are the workflow's steps, in the order it named them.
  const steps = plan
    .all('aws.lambda_function')
    .filter((f) => !f.implicit)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (a.f.phrase ?? 0) - (b.f.phrase ?? 0) || a.i - b.i)
    .map(({ f }) => f);
  c.ref.steps = steps;
  roleFor(c, plan, 'states.amazonaws.com', {
    statements: [
      // Invoking exactly its steps (any version or alias of them), never every function.
      { Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: steps.length ? arnsOf(steps) : '*' },
      LOG_DELIVERY,
      XRAY_WRITE,
    ],
    why: 'lets the workflow call its steps',
  });
  scheduleOf(c, steps, plan);
  c.ref.logGroup = logGroupOf(c, plan, {
    implicit: 'workflow execution logs',
    label: `${c.id}_states`,
    config: { path: `/aws/vendedlogs/states/${givenName(c)}` },
  });
};

needs.forExisting = true;

/**
 * A schedule said of the workflow, or of one of its steps, starts the workflow: the rule that runs
 * it (and the role it starts it with, cloudwatch-event-rule/runs.ts).
 */
function scheduleOf(c: Component, steps: Component[], plan: Planner): void {
  const timed = [c, ...steps].find((s) => s.attrs.schedule);
  // An EventBridge Scheduler schedule asked for starts it instead of a rule.
  if (timed && !scheduledByScheduler(c, plan)) {
    const rules = plan.all('aws.cloudwatch_event_rule');
    const rule =
      rules.find((r) => r.ref.target === c) ??
      rules.find((r) => !r.ref.target) ??
      plan.add('aws.cloudwatch_event_rule', {
        implicit: 'starts the workflow on its schedule',
        label: `${c.id}_schedule`,
      });
    rule.attrs.schedule ??= timed.attrs.schedule;
    rule.attrs.timeOfDay ??= timed.attrs.timeOfDay;
    rule.ref.target = c;
    plan.handOver(timed, rule, 'schedule', 'time of day');
    planTargetAccess(rule, plan);
  }
}

const arnsOf = (steps: Component[]) => arnsAmong(steps, ':*');
