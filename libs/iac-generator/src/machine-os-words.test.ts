/**
 * A machine's operating system as people say it ("a windows vm", "Win2019 box", "two Windows Server
 * 2022 VMs") is Windows on every cloud: Azure's Windows kind, a Windows image on AWS and Google Cloud,
 * a root disk the image fits in, and the count said before it kept. Azure's own name "virtual machine
 * scale set" is one scale set, never a VM beside it; "LB" is a load balancer (never a weight in
 * pounds); a Google Cloud VM "with a load balancer" is its backend (one group, never a loose VM).
 */
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

type Platform = 'aws' | 'azure' | 'gcp';
const run = (prompt: string, platform: Platform, format: string) => {
  const r = generateInfrastructure({ prompt, platform, format: format as never });
  const text = r.files.map((f) => f.content).join('\n');
  const of = (t: string) => [...text.matchAll(new RegExp(`^resource "${t}" "`, 'gm'))].length;
  return { r, text, of };
};

describe('Windows said of a machine is Windows', () => {
  it.each([
    'a windows vm with 8GB ram',
    'one Win2019 box in westeurope',
    'a VM running windows',
    'deploy a win 2022 virtual machine',
    'a Windows Server 2019 VM',
  ])('azurerm: %s -> azurerm_windows_virtual_machine with a Windows image', (prompt) => {
    const { text, of } = run(prompt, 'azure', 'terraform-azurerm');
    expect(of('azurerm_windows_virtual_machine')).toBe(1);
    expect(of('azurerm_linux_virtual_machine')).toBe(0);
    expect(text).toMatch(/publisher\s+= "MicrosoftWindowsServer"/);
  });

  it('azurerm: "Win2019" picks the 2019 image', () => {
    expect(run('one Win2019 box', 'azure', 'terraform-azurerm').text).toMatch(/sku\s+= "2019-datacenter/);
  });

  it.each(['arm', 'bicep'])('%s: a windows scale set is a Windows scale set', (format) => {
    const { text } = run('a Windows scale set with 4 instances', 'azure', format);
    expect(text).toMatch(/windowsConfiguration/);
    expect(text).toMatch(/MicrosoftWindowsServer/);
    expect(text).not.toMatch(/Canonical/);
  });

  it.each([
    ['terraform-aws', /Windows_Server-2022-English-Full-Base-\*/],
    ['cloudformation', /ami-windows-latest\/Windows_Server-2022-English-Full-Base/],
  ])('aws %s: a Win2022 EC2 instance launches from a Windows AMI with room for it', (format, image) => {
    const { text } = run(
      format === 'cloudformation' ? 'an EC2 instance running win 2022' : 'a Win2022 EC2 instance',
      'aws',
      format,
    );
    expect(text).toMatch(image);
    expect(text).not.toMatch(/al2023/);
    expect(text).toMatch(/volume_size\s+= 50|VolumeSize: 50/);
  });

  it('gcp: a windows server 2019 VM boots the Windows 2019 family on a 50 GB disk', () => {
    const { text } = run('a windows server 2019 VM', 'gcp', 'terraform-google');
    expect(text).toMatch(/image\s+= "windows-cloud\/windows-2019"/);
    expect(text).toMatch(/size\s+= 50/);
  });

  it.each([
    ['a linux vm, patched during maintenance windows on sundays', 'azure', 'terraform-azurerm'],
    ['an ubuntu server with backup windows at night', 'azure', 'terraform-azurerm'],
    ['a VM with a sliding windows of metrics', 'aws', 'terraform-aws'],
  ] as const)('"windows" as a span of time is no operating system: %s', (prompt, platform, format) => {
    const { text } = run(prompt, platform, format);
    expect(text).not.toMatch(/windows_virtual_machine|Windows_Server|MicrosoftWindowsServer/);
  });

  it('windows said of another thing is no machine\'s system: "a windows web app and a linux vm"', () => {
    const { of } = run('a windows web app and a linux vm', 'azure', 'terraform-azurerm');
    expect(of('azurerm_linux_virtual_machine')).toBe(1);
    expect(of('azurerm_windows_virtual_machine')).toBe(0);
  });

  it.each([
    ['two windows VMs', 2],
    ['two Windows Server 2022 VMs', 2],
    ['3 ubuntu 22.04 servers', 3],
    ['two win2019 boxes', 2],
  ])('the count before the operating system is kept: %s', (prompt, n) => {
    const { of } = run(prompt, 'azure', 'terraform-azurerm');
    expect(of('azurerm_(?:windows|linux)_virtual_machine')).toBe(n);
  });
});

describe("Azure's 'virtual machine scale set' is one scale set", () => {
  it.each([
    'a virtual machine scale set',
    'a virtual machine scale set with 3 instances behind a load balancer',
    'an Azure virtual machine scale set fronted by a load balancer',
    'a VM scaleset of 2 instances',
  ])('%s -> a scale set and no standalone VM', (prompt) => {
    const { of } = run(prompt, 'azure', 'terraform-azurerm');
    expect(of('azurerm_linux_virtual_machine_scale_set')).toBe(1);
    expect(of('azurerm_linux_virtual_machine')).toBe(0);
    expect(of('azurerm_network_interface')).toBe(0);
  });
});

describe('LB is a load balancer', () => {
  it.each([
    ['a vmss of ubuntu 22.04 machines behind an LB', 'azure', 'terraform-azurerm', 'azurerm_lb'],
    ['two VMs behind an internal lb', 'azure', 'terraform-azurerm', 'azurerm_lb'],
    ['an LB in front of an ECS fargate service', 'aws', 'terraform-aws', 'aws_lb'],
    ['https lb for a cloud run service', 'gcp', 'terraform-google', 'google_compute_global_forwarding_rule'],
  ] as const)('%s', (prompt, platform, format, lb) => {
    expect(run(prompt, platform, format).of(lb)).toBe(1);
  });

  it('a weight in pounds is no load balancer', () => {
    const { of } = run(
      'an s3 bucket for parcel photos; parcels over 5 lb go to a separate prefix',
      'aws',
      'terraform-aws',
    );
    expect(of('aws_lb')).toBe(0);
  });
});

describe('a Google Cloud VM with a load balancer is its backend', () => {
  it.each([
    'a single compute engine instance with an LB in front',
    'one VM with a load balancer',
    'a VM with an https load balancer and a cloud sql instance',
  ])(
    '%s -> the VM in an unmanaged group holding it, no managed group, the balancer kept, no checker error',
    async (prompt) => {
      await prepareChecks(['terraform-google']);
      const { r, of } = run(prompt, 'gcp', 'terraform-google');
      expect(of('google_compute_instance')).toBe(1);
      expect(of('google_compute_instance_group')).toBe(1);
      expect(of('google_compute_region_instance_group_manager')).toBe(0);
      expect(of('google_compute_global_forwarding_rule')).toBe(1);
      const errors = (await checkFiles(r.files, 'terraform-google')).filter((d) => d.severity === 'error');
      expect(errors).toEqual([]);
    },
    120000,
  );
});
