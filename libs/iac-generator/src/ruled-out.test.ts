/**
 * Optional parts a request rules out are never added: "without a custom domain" adds no DNS zone or
 * certificate, a list goes on ruling out ("without a NAT or a bastion"), and a part that wiring
 * would need is left out with what that leaves undone said.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { type Cloud } from './model/types';
import { understand } from './understand/understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);
const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const codeOf = (r: { files: { content: string }[] }) => r.files.map((f) => f.content).join('\n');

describe('a described part ruled out is not read', () => {
  it.each<[string, Cloud, RegExp]>([
    ['A CloudFront distribution in front of an S3 origin, without a custom domain', 'aws', /route53|acm/],
    ['a Cloud Run service with no vanity domain', 'gcp', /dns|certificate/],
    ['an App Service app without a dedicated load balancer', 'azure', /lb|load_balancer|application_gateway/],
  ])('%s', (prompt, cloud, absent) => {
    expect(kinds(prompt, cloud).join(' ')).not.toMatch(absent);
  });

  it('a list after the negation is ruled out as a whole', () => {
    const read = kinds('A VPC without a NAT gateway or a load balancer', 'aws');
    expect(read).toEqual(['aws.vpc']);
    expect(understand('A VPC without a NAT gateway or a load balancer', 'aws').ruledOut).toEqual([
      'aws.nat_gateway',
      'aws.lb',
    ]);
  });

  it('the negation ends where the list does', () => {
    expect(kinds('A VPC with no NAT gateway and an internet-facing load balancer', 'aws')).toContain('aws.lb');
  });
});

describe('no domain means no zone and no certificate in the output', () => {
  it.each<[PlatformId, FormatId, string, RegExp]>([
    [
      'aws',
      'terraform-aws',
      'Static site in S3 served by CloudFront, no custom domain',
      /aws_route53_zone|aws_acm_certificate/,
    ],
    [
      'gcp',
      'terraform-google',
      'A Cloud Run service, no custom domain',
      /google_dns_managed_zone|managed_ssl_certificate/,
    ],
  ])('%s', (platform, format, prompt, absent) => {
    expect(codeOf(run(prompt, platform, format))).not.toMatch(absent);
  });
});

describe('a part ruled out but needed for wiring is said', () => {
  it('a NAT gateway a private Fargate service needs is not added, and its absence is said', () => {
    const r = run('A Fargate service in private subnets and no NAT gateway', 'aws', 'terraform-aws');
    expect(codeOf(r)).not.toMatch(/aws_nat_gateway/);
    expect(r.notCovered.join(' ')).toMatch(/no internet egress/);
  });
});
