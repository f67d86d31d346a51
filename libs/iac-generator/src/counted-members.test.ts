/**
 * A count or bound said with a bare machine word right after a group or a cluster counts that
 * thing's members ("a scale set, never more than 8 instances"; "an Aurora cluster, two instances"),
 * never machines of their own; a real second set of machines ("and 2 EC2 instances") stays.
 */
import { generateInfrastructure } from './index';

const read = (prompt: string, platform: 'aws' | 'azure' | 'gcp', format: string) => {
  const r = generateInfrastructure({ prompt, platform, format: format as never });
  const main = r.files.map((f) => f.content).join('\n');
  const count = (re: RegExp) => [...main.matchAll(re)].length;
  return { r, main, count };
};

describe('a counted bare machine word after a group is its members', () => {
  it.each([
    ['A Linux VM scale set of Standard_D2s_v3, at least 2, never more than 8 instances, scaling on CPU', 'bicep'],
    ['A VM scale set, minimum 2 and maximum 8 instances', 'arm'],
    ['a scale set of Standard_B2s with not more than 8 instances', 'terraform-azurerm'],
  ])('azure %s (%s) -> the scale set with maximum 8, no standalone VM', (prompt, format) => {
    const { main, count } = read(prompt, 'azure', format);
    expect(
      count(
        /Microsoft\.Compute\/virtualMachines@|azurerm_linux_virtual_machine" "|"Microsoft\.Compute\/virtualMachines"/g,
      ),
    ).toBe(0);
    expect(main).toMatch(/maximum["':\s=]+'?"?8\b|max(?:imum)?_?count\s*=\s*8\b/);
  });

  it('azure follow-up: "never fewer than 2 or more than 8 instances" bounds the scale set from before', () => {
    const r = generateInfrastructure({
      prompt: 'now add autoscaling on average CPU, never fewer than 2 or more than 8 instances',
      platform: 'azure',
      format: 'terraform-azurerm',
      history: [{ role: 'user', content: 'a VM scale set, Ubuntu 22.04, Standard_B2s, 2 instances' }],
    });
    const main = r.files.map((f) => f.content).join('\n');
    expect(main).not.toMatch(/^resource "azurerm_linux_virtual_machine" "/m);
    expect(main).toMatch(/minimum\s*=\s*2\b/);
    expect(main).toMatch(/maximum\s*=\s*8\b/);
  });

  it('gcp: a managed instance group, never more than 5 instances -> its autoscaler max 5, no VM', () => {
    const { main, count } = read(
      'A managed instance group of e2-small, never more than 5 instances',
      'gcp',
      'terraform-google',
    );
    expect(count(/^resource "google_compute_instance" "/gm)).toBe(0);
    expect(main).toMatch(/max_replicas\s*=\s*5\b/);
  });

  it.each([
    ['an Aurora PostgreSQL cluster, serverless v2 between 1 and 4 ACUs, two instances (a writer and a reader)', 2],
    ['an Aurora MySQL cluster, 3 instances, encrypted', 3],
    ['Aurora Postgres 15 with 3 instances (one writer, two readers), deletion protection', 3],
    ['an aurora mysql cluster; two instances (primary and replica)', 2],
  ] as const)('aws: %s -> no EC2 instance; the count is its members', (prompt, n) => {
    const { r, count } = read(prompt, 'aws', 'terraform-aws');
    expect(count(/^resource "aws_instance" "/gm)).toBe(0);
    expect(count(/^resource "aws_rds_cluster" "/gm)).toBe(1);
    expect(count(/^resource "aws_rds_cluster_instance" "/gm)).toBe(n);
    expect(r.explanation).not.toMatch(/not read: '[^']*(?:instances|writer|reader|replica)/);
  });

  it("aws: a bound on an Aurora cluster's members is no exact count: said unwritten, one instance", () => {
    const { r, count } = read('an Aurora MySQL cluster, at most 4 instances', 'aws', 'terraform-aws');
    expect(count(/^resource "aws_instance" "/gm)).toBe(0);
    expect(count(/^resource "aws_rds_cluster_instance" "/gm)).toBe(1);
    expect(r.explanation).toMatch(/(?:not read|not covered): '[^']*4 instances'/);
  });

  it.each([
    [
      'An Aurora MySQL cluster, and 2 EC2 instances for bastions',
      'aws',
      'terraform-aws',
      /^resource "aws_instance" "/gm,
      2,
    ],
    [
      'A VM scale set of Standard_B2s, and 2 Linux VMs for jump boxes',
      'azure',
      'terraform-azurerm',
      /^resource "azurerm_linux_virtual_machine" "/gm,
      2,
    ],
  ] as const)('a real second set of machines stays: %s', (prompt, platform, format, re, n) => {
    expect(read(prompt, platform, format).count(re)).toBe(n);
  });
});
