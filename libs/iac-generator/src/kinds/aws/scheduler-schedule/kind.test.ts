/**
 * EventBridge Scheduler is a service of its own (issue 24, SUB/WRONGRES): a schedule asked of it is
 * an aws_scheduler_schedule / AWS::Scheduler::Schedule, never an EventBridge rule, with the clock
 * time in the zone said, the flexible window said (off when said off) and the input said, and a role
 * that scheduler.amazonaws.com assumes allowed to start exactly its target. Wordings of our own.
 */
import { at, expectAt, generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('an EventBridge Scheduler schedule', () => {
  it('terraform-aws: starts an existing function at a clock time in a zone, within a window, with input', async () => {
    const { resources, errors, result } = await generated(
      'Set up an Amazon EventBridge Scheduler schedule for our existing Lambda arn:aws:lambda:eu-central-1:123456789012:function:invoice-mailer, every Tuesday at 06:10 Europe/Paris, a 15 minute flexible window, payload {"batch": "tuesday", "retry": 2}.',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_cloudwatch_event_rule')).toEqual([]);
    expect(of(resources, 'aws_lambda_function')).toEqual([]);
    const [schedule] = of(resources, 'aws_scheduler_schedule');
    expectAt(schedule.body, {
      schedule_expression: 'cron(10 6 ? * TUE *)',
      schedule_expression_timezone: 'Europe/Paris',
    });
    expectAt(schedule.body, {
      'flexible_time_window.mode': 'FLEXIBLE',
      'flexible_time_window.maximum_window_in_minutes': 15,
    });
    expect(at(schedule.body, 'target.input')).toBe('{"batch":"tuesday","retry":2}');
    const policy = of(resources, 'aws_iam_policy').map(body).join();
    expect(policy).toMatch(/lambda:InvokeFunction/);
    expect(body(of(resources, 'aws_iam_role')[0])).toMatch(/scheduler\.amazonaws\.com/);
    expect(result.explanation).not.toMatch(/not (?:covered|read).*(?:window|payload|Paris)/i);
  });

  it('cloudformation: starts a workflow asked with it, the window off', async () => {
    const { resources, errors } = await generated(
      'A Step Functions workflow for month-end close, started by an EventBridge Scheduler schedule on the 1st of each month at 04:00 Asia/Singapore time with the flex window turned off.',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::Events::Rule')).toEqual([]);
    const [schedule] = of(resources, 'AWS::Scheduler::Schedule');
    expect(body(schedule)).toMatch(/"ScheduleExpressionTimezone":"Asia\/Singapore"/);
    expect(body(schedule)).toMatch(/"Mode":"OFF"/);
    const role = of(resources, 'AWS::IAM::Role')
      .map(body)
      .find((r) => r.includes('scheduler.amazonaws.com'));
    expect(role).toMatch(/states:StartExecution/);
  });

  it('a role asked for the scheduler is the schedule role, not a second one', async () => {
    const { resources, result } = await generated(
      'An EventBridge Scheduler schedule that publishes to a new SNS topic every hour, with an IAM role for the scheduler.',
      'terraform-aws',
    );
    const roles = of(resources, 'aws_iam_role');
    expect(roles.length).toBe(1);
    expect(body(roles[0])).toMatch(/scheduler\.amazonaws\.com/);
    expect(of(resources, 'aws_iam_policy').map(body).join()).toMatch(/sns:Publish/);
    expect(result.explanation).not.toMatch(/not read: 'scheduler'/i);
  });

  it('an EventBridge rule asked as such stays a rule', async () => {
    const { resources } = await generated('an eventbridge rule that runs a lambda every 10 minutes', 'terraform-aws');
    expect(of(resources, 'aws_cloudwatch_event_rule').length).toBe(1);
    expect(of(resources, 'aws_scheduler_schedule')).toEqual([]);
  });
});
