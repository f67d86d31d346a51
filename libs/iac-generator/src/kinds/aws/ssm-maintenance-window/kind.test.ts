/**
 * A Systems Manager maintenance window is a resource of its own (issue 24, INV/WRONGRES/SIL): the
 * window at the day and time said, open as long as said, its target (the account's instances by a
 * tag as written, or by ids, never new instances) and its Run Command task (AWS-RunPatchBaseline when
 * patching is said); a patch baseline beside it approves what is said and serves the window's patch
 * group. Wordings of our own.
 */
import { at, expectAt, generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('an SSM maintenance window', () => {
  it('terraform-aws: a weekly patch window on tagged instances, with a baseline for its patch group', async () => {
    const { resources, errors, result } = await generated(
      'Create a Systems Manager maintenance window every Saturday at 23:30 lasting 4 hours with a 1 hour cutoff, patching the servers tagged "Patch Group=linux-prod" two at a time; also a patch baseline for Ubuntu that auto-approves security updates after 10 days with compliance level critical.',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_instance')).toEqual([]);
    const [window] = of(resources, 'aws_ssm_maintenance_window');
    expectAt(window.body, { schedule: 'cron(30 23 ? * SAT *)', duration: 4, cutoff: 1 });
    const [target] = of(resources, 'aws_ssm_maintenance_window_target');
    expectAt(target.body, { 'targets.key': 'tag:Patch Group', resource_type: 'INSTANCE' });
    expect(at(target.body, 'targets.values')).toEqual(['linux-prod']);
    const [task] = of(resources, 'aws_ssm_maintenance_window_task');
    expectAt(task.body, { task_arn: 'AWS-RunPatchBaseline', task_type: 'RUN_COMMAND', max_concurrency: '2' });
    const [baseline] = of(resources, 'aws_ssm_patch_baseline');
    expectAt(baseline.body, { operating_system: 'UBUNTU', 'approval_rule.approve_after_days': 10 });
    expectAt(baseline.body, { 'approval_rule.compliance_level': 'CRITICAL' });
    expect(body(of(resources, 'aws_ssm_patch_group')[0])).toMatch(/linux-prod/);
    expect(result.explanation).not.toMatch(/not (?:covered|read).*(?:hour|Saturday|Ubuntu|10 days)/i);
  });

  it('cloudformation: a Run Command document on instances by id', async () => {
    const { resources, errors } = await generated(
      'SSM maintenance window on Wednesdays at 01:00 for 2 hours running AWS-RunShellScript on i-0abc12345def67890 and i-0fedcba9876543210.',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::EC2::Instance')).toEqual([]);
    const [window] = of(resources, 'AWS::SSM::MaintenanceWindow');
    expect(body(window)).toMatch(/cron\(0 1 \? \* WED \*\)/);
    const [target] = of(resources, 'AWS::SSM::MaintenanceWindowTarget');
    expect(body(target)).toMatch(/"Key":"InstanceIds"/);
    expect(body(target)).toMatch(/i-0fedcba9876543210/);
    expect(body(of(resources, 'AWS::SSM::MaintenanceWindowTask')[0])).toMatch(/AWS-RunShellScript/);
  });

  it('our servers of a system, by a tag named Environment: targets, never new servers or variables', async () => {
    const { resources, result } = await generated(
      'Please add an AWS Systems Manager maintenance window that patches our RHEL servers every Thursday at 1am, targeting the tag Environment=staging.',
      'terraform-aws',
    );
    expect(of(resources, 'aws_instance')).toEqual([]);
    const [target] = of(resources, 'aws_ssm_maintenance_window_target');
    expectAt(target.body, { 'targets.key': 'tag:Environment' });
    expect(at(target.body, 'targets.values')).toEqual(['staging']);
    expect(result.explanation).not.toMatch(/not (?:covered|read)|environment variables/i);
  });

  it('a patch group said with a baseline is its patch group, never an IAM group', async () => {
    const { resources } = await generated(
      'A patch baseline for Windows approving critical updates after 4 days, patch group desktops-eu',
      'cloudformation',
    );
    expect(of(resources, 'AWS::IAM::Group')).toEqual([]);
    const [baseline] = of(resources, 'AWS::SSM::PatchBaseline');
    expect(body(baseline)).toMatch(/"OperatingSystem":"WINDOWS"/);
    expect(body(baseline)).toMatch(/"ApproveAfterDays":4/);
    expect(body(baseline)).toMatch(/"PatchGroups":\["desktops-eu"\]/);
    expect(body(baseline)).toMatch(/CriticalUpdates/);
  });

  it('a database maintenance window stays the database setting', async () => {
    const { resources } = await generated(
      'A Postgres RDS instance with its maintenance window on Sunday at 4am',
      'terraform-aws',
    );
    expect(of(resources, 'aws_ssm_maintenance_window')).toEqual([]);
    expect(body(of(resources, 'aws_db_instance')[0])).toMatch(/sun:04:00/);
  });
});
