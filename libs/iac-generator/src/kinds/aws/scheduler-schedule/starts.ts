/**
 * What an EventBridge Scheduler schedule starts and how: the request's workflow, function, queue or
 * topic, always through a role of the schedule's own that scheduler.amazonaws.com assumes
 * (Scheduler takes no resource policies), allowed the one action on exactly that target. Planned
 * from the schedule and again from the target, so the order they were asked in does not matter, and
 * a schedule said of the target is the schedule's: no EventBridge rule is added beside it.
 */
import { type HclValue } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { arnsAmong } from '../grants';

const SCHEDULER_SERVICE = 'scheduler.amazonaws.com';

/** The one action the schedule's role may take on a target of each kind. */
const STARTS: Record<string, string> = {
  'aws.sfn_state_machine': 'states:StartExecution',
  'aws.lambda_function': 'lambda:InvokeFunction',
  'aws.sqs_queue': 'sqs:SendMessage',
  'aws.sns_topic': 'sns:Publish',
};

/** The first thing of the request a schedule can start, in the order a rule takes them. */
export function targetOf(plan: Planner): Component | undefined {
  return (
    plan.first('aws.sfn_state_machine') ??
    plan.first('aws.lambda_function') ??
    plan.first('aws.sqs_queue') ??
    plan.first('aws.sns_topic')
  );
}

/** The role the schedule starts its target with, allowed exactly that. */
export function planStartAccess(schedule: Component, plan: Planner): void {
  const target = schedule.ref.target as Component | undefined;
  const role =
    (schedule.ref.role as Component | undefined) ??
    (schedule.ref.role =
      askedRole(plan) ??
      plan.add('aws.iam_role', {
        implicit: 'lets EventBridge Scheduler start the target, and nothing else',
        label: `${schedule.id}_scheduler`,
        config: { service: SCHEDULER_SERVICE },
      }));
  const action = target && STARTS[target.kind];
  const statements: Record<string, HclValue>[] = [];
  if (target && action) statements.push({ Effect: 'Allow', Action: [action], Resource: arnsAmong([target]) });
  role.config.statements = statements;
}

// The scheduler said as what assumes a role ("a role the scheduler assumes", "a role for the scheduler").
const SAID_OF_SCHEDULER = /\bschedul\w*/i;

/**
 * A role the request asks for in words that say the scheduler assumes it: that role is the
 * schedule's (trusted by Scheduler, allowed to start the target), never a second role beside it,
 * and the word naming the scheduler is read there.
 */
function askedRole(plan: Planner): Component | undefined {
  const role = plan
    .all('aws.iam_role')
    .find(
      (r) =>
        !r.implicit &&
        !r.attrs.flags.has('existing') &&
        !r.config.service &&
        r.phrase !== undefined &&
        SAID_OF_SCHEDULER.test(plan.phrases[r.phrase] ?? ''),
    );
  if (!role || role.phrase === undefined) return undefined;
  role.config.service = SCHEDULER_SERVICE;
  plan.wired(role.phrase, SAID_OF_SCHEDULER.exec(plan.phrases[role.phrase])?.[0] ?? '');
  return role;
}

/**
 * A schedule said of `c` (a workflow or function) is kept by the request's Scheduler schedule
 * when there is one: it starts `c`, with the schedule's words handed over. False when there is none,
 * and the caller plans its EventBridge rule as before.
 */
export function scheduledByScheduler(c: Component, plan: Planner): boolean {
  const schedules = plan.all('aws.scheduler_schedule');
  const schedule = schedules.find((s) => s.ref.target === c) ?? schedules.find((s) => !s.ref.target);
  if (!schedule) return false;
  schedule.ref.target = c;
  schedule.attrs.schedule ??= c.attrs.schedule;
  schedule.attrs.timeOfDay ??= c.attrs.timeOfDay;
  schedule.attrs.timeZone ??= c.attrs.timeZone;
  plan.handOver(c, schedule, 'schedule', 'time of day', 'time zone');
  planStartAccess(schedule, plan);
  return true;
}
