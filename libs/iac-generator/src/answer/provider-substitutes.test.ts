/**
 * "Nothing of <cloud> was substituted" is said only when it is true (issue 24, UNT, SUB): another
 * provider's thing whose own word a written type carries (records beside aws_route53_record) is said
 * with that type; one no written type carries keeps the line. Wordings of our own.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';
import { substituteSaid } from './provider-substitutes';

const line = (said: string) => GeneratorMessages.otherProviderResource(said, 'Cloudflare', 'AWS');

describe('another provider’s thing and the files', () => {
  it('names the type written in its place', () => {
    const said = substituteSaid(line('TXT records made in Cloudflare'), 'resource "aws_route53_record" "v" {}\n');
    expect(said).toContain('aws_route53_record');
    expect(said).not.toContain('nothing of AWS was substituted');
  });

  it.each([
    ['no type carries its words', 'resource "aws_s3_bucket" "b" {}\n', 'TXT records made in Cloudflare'],
    ['only the provider’s own name would match', 'resource "aws_cloudflare_thing" "x" {}\n', 'Cloudflare only'],
    ['a line of another kind', 'resource "aws_route53_record" "v" {}\n', ''],
  ])('keeps the line when %s', (_why, content, said) => {
    const given = said ? line(said) : "'records' (not written yet)";
    expect(substituteSaid(given, content)).toBe(given);
  });

  it('end to end: DNS records said to be made at Cloudflare beside Route 53 validation records', () => {
    const r = generateInfrastructure({
      prompt: 'Terraform for an ACM certificate for docs.example.net validated with DNS records made in Cloudflare',
      platform: 'terraform',
      format: 'terraform',
    });
    const files = r.files.map((f) => f.content).join('\n');
    const about = r.notCovered.filter((l) => /records made in Cloudflare/.test(l));
    // Whichever the files hold, the line agrees with them.
    const substituted = /resource "aws_route53_record"/.test(files);
    expect(about.join(' ').includes('nothing of AWS was substituted')).toBe(!substituted);
    expect(about.join(' ').includes('aws_route53_record')).toBe(substituted);
    expect(about).toHaveLength(1);
  });
});
