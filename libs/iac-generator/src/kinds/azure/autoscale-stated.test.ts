/**
 * Autoscaling asked of a scale set is a kind every Azure format writes (issue 24, UNT/INV): the
 * range and CPU target are in Microsoft.Insights/autoscalesettings (azurerm_monitor_autoscale_setting),
 * "add autoscaling" is not said to be unwritten, a target said "around 60%" is read, and a
 * "scaling/target tracking policy" is how the group scales, never an access policy (role assignment).
 */
import { generated, of, at } from '../../testing/resources';

const HISTORY = ['a VM scale set of Standard_D2s_v5 running Ubuntu 22.04, 3 instances'];

describe('autoscaling a scale set', () => {
  it.each([
    ['bicep', 'add autoscaling: keep average cpu around 55%, at least 2 and at most 9 instances'],
    ['arm', 'now autoscale it with a scaling policy, cpu near 65%, between 2 and 9 instances'],
  ] as const)('%s: %s', async (format, prompt) => {
    const { resources, errors, result } = await generated(prompt, format, HISTORY);
    expect(errors).toEqual([]);
    const [auto] = of(resources, 'Microsoft.Insights/autoscalesettings');
    const profile = (at(auto.body, 'properties.profiles') as Record<string, unknown>[])[0];
    expect(at(profile, 'capacity')).toMatchObject({ minimum: '2', maximum: '9' });
    const out = (profile.rules as Record<string, unknown>[]).find((r) => at(r, 'scaleAction.direction') === 'Increase');
    expect(at(out, 'metricTrigger.threshold')).toBe(prompt.includes('55') ? 55 : 65);
    expect(of(resources, 'Microsoft.Authorization/roleAssignments')).toEqual([]);
    expect(of(resources, 'Microsoft.ManagedIdentity/userAssignedIdentities')).toEqual([]);
    expect([...result.notCovered, ...(result.notRead ?? [])].filter((l) => /autoscal|cpu/i.test(l))).toEqual([]);
  });

  it('terraform: a target tracking policy invents no role assignment', async () => {
    const { resources } = await generated(
      'a linux vm scale set with a target tracking policy holding cpu at 50%, 2 to 5 instances',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_monitor_autoscale_setting')).toHaveLength(1);
    expect(of(resources, 'azurerm_role_assignment')).toEqual([]);
  });

  it('aws: a target tracking policy is the group scaling, not an IAM policy', async () => {
    const { resources } = await generated(
      'an auto scaling group of t3.small instances with a target tracking policy at 45% cpu, 2 to 6 instances',
      'terraform-aws',
    );
    expect(of(resources, 'aws_iam_policy')).toEqual([]);
    expect(of(resources, 'aws_autoscaling_policy')).toHaveLength(1);
  });

  it('an access policy is still one', async () => {
    const { resources } = await generated(
      'an s3 bucket reports and an iam policy that allows reading it',
      'terraform-aws',
    );
    expect(of(resources, 'aws_iam_policy')).toHaveLength(1);
  });
});
