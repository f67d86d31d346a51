/**
 * A schedule runs what it is asked to run, on the days it is asked for (issue 24, WIR): a task run
 * on a schedule is a task definition the rule runs on a cluster (the one the request says exists,
 * else one added), through a role EventBridge assumes that may run exactly that task and pass
 * exactly its roles; a workflow the same through a role that may start exactly it. Wordings of our own.
 */
import { generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('a scheduled task is run by its rule', () => {
  it.each([
    [
      'a fargate task that runs every weekday at 07:15 with the image ghcr.io/acme/etl:2',
      /cron\(15 7 \? \* MON-FRI \*\)/,
    ],
    [
      'run a container task (image public.ecr.aws/acme/sync:1) on Fargate every night at 02:00',
      /cron\(0 2 \* \* \? \*\)/,
    ],
    [
      'an ECS task definition with the image ghcr.io/acme/report:4, run on weekends at 09:00 by an eventbridge schedule',
      /cron\(0 9 \? \* SAT,SUN \*\)/,
    ],
  ])('terraform-aws: %s', async (prompt, cron) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_ecs_service')).toEqual([]);
    const rules = of(resources, 'aws_cloudwatch_event_rule').map(body);
    expect(rules.length).toBe(1);
    expect(rules[0]).toMatch(cron);
    const targets = of(resources, 'aws_cloudwatch_event_target').map(body);
    expect(targets.length).toBe(1);
    expect(targets[0]).toMatch(/"arn":"\$\{aws_ecs_cluster\.\w+\.arn\}"/);
    expect(targets[0]).toMatch(/"task_definition_arn":"\$\{aws_ecs_task_definition\.\w+\.arn\}"/);
    const role = /"role_arn":"\$\{aws_iam_role\.(\w+)\.arn\}"/.exec(targets[0])?.[1];
    expect(role).toBeDefined();
    const roleBody = of(resources, 'aws_iam_role').find((r) => r.name === role);
    expect(body(roleBody!)).toMatch(/events\.amazonaws\.com/);
    const policy = of(resources, 'aws_iam_policy')
      .map(body)
      .find((p) => p.includes('ecs:RunTask'));
    expect(policy).toMatch(/ecs:RunTask[^\]]*\][^\]]*aws_ecs_task_definition\.\w+\.arn/);
    expect(policy).toMatch(/iam:PassRole[^\]]*\][^\]]*aws_iam_role\.\w+\.arn/);
    expect(policy).not.toMatch(/Resource\s*=\s*\\?"\*\\?"/);
  });

  it.each([
    'Every weekday at 06:30 UTC run a Fargate task with image 111122223333.dkr.ecr.eu-west-1.amazonaws.com/billing:7 on our existing cluster arn:aws:ecs:eu-west-1:111122223333:cluster/jobs in subnets subnet-0aa11bb22cc33dd44 and subnet-0ee55ff66aa77bb88',
    'a scheduled fargate task, monday to friday at 18:00, image ghcr.io/acme/digest:1, in the existing cluster arn:aws:ecs:us-west-2:111122223333:cluster/batch-jobs',
  ])('cloudformation, existing cluster: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'cloudformation');
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::ECS::Service')).toEqual([]);
    expect(of(resources, 'AWS::ECS::Cluster')).toEqual([]);
    const rules = of(resources, 'AWS::Events::Rule').map(body);
    expect(rules.length).toBe(1);
    expect(rules[0]).toMatch(/MON-FRI/);
    expect(rules[0]).toMatch(/"EcsParameters":\{"TaskDefinitionArn":\{"Ref":"\w+"\},"LaunchType":"FARGATE"/);
    expect(rules[0]).toMatch(/"RoleArn":\{"Fn::GetAtt":\["\w+","Arn"\]\}/);
  });

  it.each([
    'a step functions workflow of two lambdas, started every day at 05:00',
    'an eventbridge schedule (every 6 hours) that starts a state machine running a python lambda',
  ])('a workflow on a schedule: the rule starts it through a role that may start only it: %s', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-aws');
    expect(errors).toEqual([]);
    const target = of(resources, 'aws_cloudwatch_event_target').map(body)[0];
    expect(target).toMatch(/aws_sfn_state_machine\.\w+\.arn/);
    const role = /"role_arn":"\$\{aws_iam_role\.(\w+)\.arn\}"/.exec(target)?.[1];
    expect(body(of(resources, 'aws_iam_role').find((r) => r.name === role)!)).toMatch(/events\.amazonaws\.com/);
    const policy = of(resources, 'aws_iam_policy')
      .map(body)
      .find((p) => p.includes('states:StartExecution'));
    expect(policy).toMatch(/aws_sfn_state_machine\.\w+\.arn/);
  });
});
