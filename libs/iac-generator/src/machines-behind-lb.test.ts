/**
 * Identical machines behind a load balancer are ONE reading: a group of N (Google Cloud: a managed
 * instance group, since its backend service takes instance groups; one machine stays that machine in
 * an unmanaged group holding it) or N machines registered with the balancer (AWS target group, Azure
 * backend pool) — never loose machines beside a group.
 */
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

const types = (prompt: string, platform: 'aws' | 'azure' | 'gcp', format: string) => {
  const r = generateInfrastructure({ prompt, platform, format: format as never });
  const main = r.files.map((f) => f.content).join('\n');
  return { r, main, of: (t: string) => [...main.matchAll(new RegExp(`^resource "${t}" "`, 'gm'))].length };
};

describe('machines behind a load balancer: one group or N registered, never both', () => {
  it.each([
    ['3 identical VMs behind a load balancer', 3],
    ['three identical VMs behind a load balancer', 3],
    ['a pool of 4 identical instances behind a load balancer', 4],
    ['2 VMs behind a load balancer, each with its own data disk', 2],
  ])('gcp: %s -> one managed instance group of that size, no loose VM', (prompt, n) => {
    const { r, main, of } = types(prompt, 'gcp', 'terraform-google');
    expect(of('google_compute_instance')).toBe(0);
    expect(of('google_compute_region_instance_group_manager')).toBe(1);
    expect(main).toMatch(new RegExp(`target_size\\s+= ${n}\\b`));
    expect(of('google_compute_global_forwarding_rule')).toBe(1);
    expect(r.explanation).toMatch(/Managed instance group was written instead/);
  });

  it('gcp follow-up: one VM, then "make it 3 identical VMs behind a load balancer" -> one group of 3, the VM gone', () => {
    const r = generateInfrastructure({
      prompt: 'make it 3 identical VMs behind a load balancer instead',
      history: [
        { role: 'user', content: 'a Compute Engine VM web-1, e2-medium, Debian 12' },
        { role: 'assistant', content: 'done' },
      ],
      platform: 'gcp',
      format: 'terraform-google',
    });
    const main = r.files.map((f) => f.content).join('\n');
    expect(main).not.toMatch(/^resource "google_compute_instance" /m);
    expect(main.match(/^resource "google_compute_region_instance_group_manager" /gm)).toHaveLength(1);
    expect(main).toMatch(/target_size\s+= 3\b/);
  });

  it('gcp: one VM behind a load balancer stays that VM, reached through an unmanaged group holding it', () => {
    const { of } = types('a VM behind a load balancer', 'gcp', 'terraform-google');
    expect(of('google_compute_instance')).toBe(1);
    expect(of('google_compute_instance_group')).toBe(1);
    expect(of('google_compute_region_instance_group_manager')).toBe(0);
    expect(of('google_compute_global_forwarding_rule')).toBe(1);
  });

  it('gcp: a single VM with no load balancer stays one VM', () => {
    const { of } = types('a single VM for a bastion host', 'gcp', 'terraform-google');
    expect(of('google_compute_instance')).toBe(1);
    expect(of('google_compute_region_instance_group_manager')).toBe(0);
  });

  it.each(['3 identical EC2 instances behind an ALB', '3 identical VMs behind a load balancer'])(
    'aws: %s -> 3 instances registered in the target group, no autoscaling group',
    (prompt) => {
      const { of } = types(prompt, 'aws', 'terraform-aws');
      expect(of('aws_instance')).toBe(3);
      expect(of('aws_lb_target_group_attachment')).toBe(3);
      expect(of('aws_autoscaling_group')).toBe(0);
    },
  );

  it.each([
    ['aws', 'terraform-aws', 'aws_instance', 'aws_autoscaling_group'],
    ['azure', 'terraform-azurerm', 'azurerm_linux_virtual_machine', 'azurerm_linux_virtual_machine_scale_set'],
    ['gcp', 'terraform-google', 'google_compute_instance', 'google_compute_region_instance_group_manager'],
  ] as const)('%s: a single VM behind a load balancer is one machine', (platform, format, vm, group) => {
    const { of } = types('a single VM behind a load balancer', platform, format);
    expect(of(vm) + of(group)).toBe(1);
  });

  it('azure: 3 identical VMs behind a load balancer -> 3 VMs, no scale set', () => {
    const { of } = types('3 identical VMs behind a load balancer', 'azure', 'terraform-azurerm');
    expect(of('azurerm_linux_virtual_machine')).toBe(3);
    expect(of('azurerm_linux_virtual_machine_scale_set')).toBe(0);
    expect(of('azurerm_lb')).toBe(1);
  });

  it('gcp: the group written instead passes the checker with no error', async () => {
    await prepareChecks(['terraform-google']);
    for (const prompt of [
      '3 identical VMs behind a load balancer',
      '2 VMs behind a load balancer, each with its own data disk',
    ]) {
      const { r } = types(prompt, 'gcp', 'terraform-google');
      const errors = (await checkFiles(r.files, 'terraform-google')).filter((d) => d.severity === 'error');
      expect(errors).toEqual([]);
    }
  }, 120000);
});
