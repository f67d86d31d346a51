/**
 * A time of day stated apart from its schedule is the time the schedule runs at (issue 24, class 3),
 * for every scheduled kind: AWS Backup plans, EventBridge rules, Cloud Scheduler jobs, CronJobs.
 */
import { atTimeOfDay } from './time-of-day';
import { generated, of, at } from '../testing/resources';

describe('atTimeOfDay', () => {
  it.each([
    [undefined, '04:20', 'cron(20 4 * * ? *)'],
    ['rate(1 day)', '22:05', 'cron(5 22 * * ? *)'],
    ['rate(3 days)', '01:00', 'cron(0 1 */3 * ? *)'],
    ['cron(0 0 ? * MON *)', '07:30', 'cron(30 7 ? * MON *)'],
    ['rate(6 hours)', '07:30', 'rate(6 hours)'],
    ['cron(*/5 * * * ? *)', '07:30', 'cron(*/5 * * * ? *)'],
    ['rate(1 day)', undefined, 'rate(1 day)'],
    ['rate(1 day)', '25:00', 'rate(1 day)'],
  ])('%s at %s -> %s', (schedule, time, expected) => {
    expect(atTimeOfDay(schedule, time)).toBe(expected);
  });
});

describe('a stated time of day reaches the schedule written', () => {
  it('terraform-aws: a backup plan taken at the stated hour', async () => {
    const { resources, errors } = await generated(
      'an AWS Backup plan taking backups every night at 02:40, kept 14 days',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_backup_plan').map((p) => at(p.body, 'rule.schedule'))).toEqual(['cron(40 2 * * ? *)']);
  });

  it('cloudformation: an EventBridge schedule at the stated hour', async () => {
    const { resources, errors } = await generated(
      'a Lambda function run by an EventBridge rule every day at 18:10',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::Events::Rule').map((r) => at(r.body, 'ScheduleExpression'))).toEqual([
      'cron(10 18 * * ? *)',
    ]);
  });

  it('kubernetes-yaml: a weekly CronJob at the stated hour', async () => {
    const { resources, errors } = await generated(
      'a CronJob report running every Monday, run it at 06:45, with image alpine:3.20',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'CronJob').map((j) => at(j.body, 'spec.schedule'))).toEqual(['45 6 * * 1']);
  });
});
