/**
 * Issue 24, INV: a security group or firewall rule asked alone refers to the network it belongs to
 * (a variable or parameter of theirs), and no network is made only to hold it; a network the request
 * asks for, or one a part of it runs in, is still written and used. Wordings of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './testing/resources';

const text = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format })
    .files.map((f) => f.content)
    .join('\n');

const AWS_NETWORK =
  /resource "aws_vpc"|resource "aws_subnet"|resource "aws_nat_gateway"|Type: AWS::EC2::(?:VPC|Subnet)$/m;
const GCP_NETWORK = /resource "google_compute_network"|resource "google_compute_subnetwork"/;

describe('a lone security group or firewall rule makes no network', () => {
  it.each<[PlatformId, FormatId, string, RegExp, RegExp]>([
    [
      'aws',
      'terraform-aws',
      'security group sg-admin that lets in 22 from 192.168.4.0/24',
      /resource "aws_security_group"/,
      /vpc_id\s+= var\.vpc_id/,
    ],
    [
      'aws',
      'cloudformation',
      'one security group opening port 9000 to 172.16.0.0/12',
      /AWS::EC2::SecurityGroup\b/,
      /Type: AWS::EC2::VPC::Id/,
    ],
    [
      'terraform',
      'terraform',
      'an AWS security group edge-sg that permits 8443 from anywhere',
      /resource "aws_security_group"/,
      /variable "vpc_id"/,
    ],
    [
      'gcp',
      'terraform-google',
      'firewall rule permit-rdp: tcp 3389 from 192.168.0.0/16',
      /resource "google_compute_firewall"/,
      /network\s+= var\.network/,
    ],
    [
      'terraform',
      'terraform',
      'a GCP firewall rule that opens 5432 to 10.8.0.0/16',
      /resource "google_compute_firewall"/,
      /variable "network"/,
    ],
  ])('%s %s: %s', (platform, format, prompt, asked, referred) => {
    const files = text(prompt, platform, format);
    expect(files).toMatch(asked);
    expect(files).toMatch(referred);
    expect(files).not.toMatch(platform === 'gcp' || /GCP/.test(prompt) ? GCP_NETWORK : AWS_NETWORK);
  });
});

describe('a network asked or needed is still written and used', () => {
  it.each<[FormatId, string, RegExp]>([
    [
      'terraform-aws',
      'a VPC with CIDR 10.20.0.0/16 plus a security group opening 443 to everyone',
      /vpc_id\s+= aws_vpc\.main\.id/,
    ],
    ['cloudformation', 'a VPC 10.30.0.0/16 and a security group for port 443 in it', /VpcId:\s+Ref: MainVpc/],
    [
      'terraform-aws',
      'a security group for ssh from 10.0.0.0/8 and an EC2 instance bastion-1',
      /vpc_id\s+= aws_vpc\.main\.id/,
    ],
  ])('aws %s: %s', (format, prompt, used) => {
    const files = text(prompt, 'aws', format);
    expect(files).toMatch(/AWS::EC2::VPC\b|resource "aws_vpc"/);
    expect(files).toMatch(used);
    expect(files).not.toMatch(/VPC::Id|variable "vpc_id"/);
  });

  it.each([
    'a VPC network core-net and a firewall rule allowing 443 on it',
    'a firewall rule allowing 22 from 35.235.240.0/20 and a Compute Engine VM jump-1',
  ])('gcp: %s', (prompt) => {
    const files = text(prompt, 'gcp', 'terraform-google');
    expect(files).toMatch(/resource "google_compute_network"/);
    expect(files).toMatch(/network\s+= google_compute_network\.\S+\.id/);
    expect(files).not.toMatch(/variable "network"/);
  });
});
