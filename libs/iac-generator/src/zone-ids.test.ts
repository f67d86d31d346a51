/**
 * A Route 53 hosted zone id ("Z0123456789ABCDEFGHIJ", "Z1D633PJN98FT9") names an existing zone,
 * "existing" said or not: it is looked up by that id (Terraform data source by zone_id, a
 * CloudFormation parameter of type AWS::Route53::HostedZone::Id), never created. Prompts are our
 * own; the outputs are checked.
 */
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';
import { identifies } from './model/existing';
import { isIdentifier } from './model/identifiers';

beforeAll(() => prepareChecks(['cloudformation', 'terraform-aws']), 30000);

const run = (prompt: string, format: FormatId) => generateInfrastructure({ prompt, platform: 'aws', format });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');
const errorsOf = async (files: { path: string; content: string }[], format: FormatId) =>
  (await checkFiles(files, format)).filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);

describe('a Route 53 hosted zone id names an existing zone', () => {
  it.each(['Z0123456789ABCDEFGHIJ', 'Z1D633PJN98FT9', 'Z04517273VCLIDX9UFJ4S'])('%s is a zone id', (id) => {
    expect(isIdentifier(id)).toBe(true);
    expect(identifies('aws.route53_zone', id)).toBe(true);
  });
  it.each(['Zookeeper', 'zone', 'Z1', 'ZONEAPEX'])('%s is no identifier', (word) =>
    expect(isIdentifier(word)).toBe(false),
  );

  it.each<[string, FormatId, RegExp, RegExp]>([
    [
      'an A record api.example.org pointing to 203.0.113.10 in the hosted zone Z1D633PJN98FT9',
      'terraform-aws',
      /data "aws_route53_zone"[\s\S]*zone_id\s*=\s*var\.[\s\S]*default\s*=\s*"Z1D633PJN98FT9"/,
      /resource "aws_route53_zone"/,
    ],
    [
      'a CNAME www.example.net to app.example.net; our zone is already in Route 53 (zone id Z0AB12CD34EF56GH78)',
      'terraform-aws',
      /default\s*=\s*"Z0AB12CD34EF56GH78"/,
      /resource "aws_route53_zone"/,
    ],
    [
      'a CNAME record www.example.org pointing to app.example.net in the hosted zone Z0AB12CD34EF56GH78',
      'cloudformation',
      /Type: AWS::Route53::HostedZone::Id[\s\S]*Default: Z0AB12CD34EF56GH78/,
      /Type: AWS::Route53::HostedZone\n/,
    ],
  ])(
    '%s (%s)',
    async (prompt, format, referred, created) => {
      const r = run(prompt, format);
      expect(text(r.files)).toMatch(referred);
      expect(text(r.files)).not.toMatch(created);
      expect(await errorsOf(r.files, format)).toEqual([]);
    },
    60000,
  );
});
