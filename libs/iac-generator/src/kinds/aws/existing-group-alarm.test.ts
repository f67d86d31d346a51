/**
 * An alarm on the CPU of an Auto Scaling group the user already has (issue 24, classes EXIST and FU):
 * the group is referred to (a data source, a parameter holding its name), never created with a network
 * and a launch template around it; the alarm's stated threshold and periods are written, a follow-up's
 * new threshold wins, and a scale-out asked of the group is a step policy against the group referred to,
 * which the alarm triggers beside its topic. Nothing is asked of the group: no policy is written on it.
 * Our own services, names and wordings.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure, of, resourcesOf } from '../../testing/resources';

async function answer(format: FormatId, prompt: string, history: string[] = []) {
  const result = generateInfrastructure({
    prompt,
    platform: 'aws',
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { result, text: result.files.map((f) => f.content).join('\n'), r: await resourcesOf(result.files) };
}

const FIRST =
  'a CloudWatch alarm on our existing auto scaling group render-fleet: average CPU above 85% for 4 consecutive 2-minute periods, notify the existing topic arn:aws:sns:us-east-1:111122223333:render-alerts';
const FOLLOW_UP =
  'lower the threshold to 70%, and have the alarm trigger a scale-out on render-fleet: add 3 instances, 90 second cooldown';

describe('an alarm on an existing Auto Scaling group', () => {
  it('Terraform: the group is looked up, the stated condition written, nothing invented', async () => {
    const { r, text } = await answer('terraform-aws', FIRST);
    expect(of(r, 'aws_autoscaling_group')).toHaveLength(0);
    for (const invented of ['aws_launch_template', 'aws_vpc', 'aws_subnet', 'aws_autoscaling_policy'])
      expect(of(r, invented)).toHaveLength(0);
    expect(text).toMatch(/data "aws_autoscaling_group"/);
    expect(text).toMatch(/default\s*=\s*"render-fleet"/);
    const alarm = of(r, 'aws_cloudwatch_metric_alarm')[0].body;
    expect(alarm).toMatchObject({
      threshold: 85,
      evaluation_periods: 4,
      period: 120,
      comparison_operator: 'GreaterThanThreshold',
    });
    expect(String(alarm.dimensions && JSON.stringify(alarm.dimensions))).toMatch(/data\.aws_autoscaling_group/);
    expect(JSON.stringify(alarm.alarm_actions)).toMatch(/var\./);
  });

  it('Terraform follow-up: the new threshold wins and the scale-out is a policy on the group looked up', async () => {
    const { r, result } = await answer('terraform-aws', FOLLOW_UP, [FIRST]);
    expect(of(r, 'aws_autoscaling_group')).toHaveLength(0);
    expect(of(r, 'aws_cloudwatch_metric_alarm')[0].body).toMatchObject({ threshold: 70, evaluation_periods: 4 });
    const policy = of(r, 'aws_autoscaling_policy')[0].body;
    expect(policy).toMatchObject({ scaling_adjustment: 3, cooldown: 90 });
    expect(String(policy.autoscaling_group_name)).toMatch(/data\.aws_autoscaling_group/);
    const actions = JSON.stringify(of(r, 'aws_cloudwatch_metric_alarm')[0].body.alarm_actions);
    expect(actions).toMatch(/aws_autoscaling_policy/);
    expect(actions).toMatch(/var\./);
    expect(result.notRead?.join('\n') ?? '').not.toMatch(/threshold/);
  });

  it('CloudFormation follow-up: a parameter with the name, the policy on it, the alarm triggering both', async () => {
    const { r, text } = await answer('cloudformation', FOLLOW_UP, [FIRST]);
    expect(of(r, 'AWS::AutoScaling::AutoScalingGroup')).toHaveLength(0);
    expect(of(r, 'AWS::EC2::LaunchTemplate')).toHaveLength(0);
    expect(text).toMatch(/Default: render-fleet/);
    const alarm = of(r, 'AWS::CloudWatch::Alarm')[0].body;
    expect(alarm).toMatchObject({ Threshold: 70, EvaluationPeriods: 4, Period: 120 });
    expect(JSON.stringify(alarm.Dimensions)).toMatch(/AutoScalingGroupName/);
    expect((alarm.AlarmActions as unknown[]).length).toBe(2);
    expect(of(r, 'AWS::AutoScaling::ScalingPolicy')[0].body).toMatchObject({ ScalingAdjustment: 3, Cooldown: '90' });
  });

  it('a new group is still written whole, and its alarm keeps the stated condition', async () => {
    const { r } = await answer(
      'terraform-aws',
      'an auto scaling group thumbs of t3.small instances, 2 to 5 instances, with a CloudWatch alarm when average CPU is above 65% for 6 minutes',
    );
    expect(of(r, 'aws_autoscaling_group')).toHaveLength(1);
    expect(of(r, 'aws_cloudwatch_metric_alarm')[0].body).toMatchObject({
      threshold: 65,
      evaluation_periods: 6,
      period: 60,
    });
  });
});
