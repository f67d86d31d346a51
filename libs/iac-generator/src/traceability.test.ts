/**
 * Nothing asked for is dropped silently: a thing the request names is written or said in a "not
 * covered" line; another company's resource is reported, never replaced by the cloud's nearest
 * service; a request that is not for infrastructure is declined; and words are read by meaning
 * (CamelCase object names, misspellings one letter short of a term).
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { correctSpelling } from './understand/spelling';
import { understand } from './understand/understand';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const typesIn = (r: { files: { content: string }[] }) => r.files.map((f) => f.content).join('\n');

describe('things nothing wrote are said, not dropped', () => {
  // Words nothing read are said as not read: that claims nothing of the files, which a default may hold.
  it('an unknown thing introduced with "a" beside known ones is a not-read line', () => {
    const r = run('A storage account with a gizmo pool "blue" and a private endpoint', 'azure', 'terraform-azurerm');
    expect(r.declined).toBe(false);
    expect(r.notRead?.some((n) => n.startsWith('\'a gizmo pool "blue"\''))).toBe(true);
  });

  it('things listed with "+" count as things even without an article', () => {
    const r = run('pub/sub topic + gadget probe for https://example.org', 'gcp', 'terraform-google');
    expect(r.notRead?.some((n) => n.startsWith("'gadget probe for https://example.org'"))).toBe(true);
  });

  it('describing words after "with" are not reported as things', () => {
    const r = run('An S3 bucket with versioning and encryption', 'aws', 'terraform-aws');
    expect(r.notCovered.filter((n) => /versioning|encryption/.test(n))).toEqual([]);
  });

  it('a general word nothing writes is reported with the word that says which one', () => {
    const r = run('a Log Analytics workspace and an escalation group for the on-call team', 'azure', 'bicep');
    expect(r.notCovered.some((n) => n.startsWith("'escalation group'"))).toBe(true);
  });

  it('a phrase nothing read says why', () => {
    const r = run('A DynamoDB table. Make it sparkle', 'aws', 'terraform-aws');
    expect(r.notRead).toContainEqual(expect.stringMatching(/^'Make it sparkle' \(.+\)$/));
    expect(r.explanation).toMatch(/^not read: 'Make it sparkle'/m);
  });
});

describe('another company is another provider', () => {
  it('a Cloudflare record is reported, not written as Route 53', () => {
    const r = run('an S3 bucket and a Cloudflare DNS record for files.example.net', 'aws', 'terraform-aws');
    expect(typesIn(r)).not.toMatch(/aws_route53/);
    expect(r.notCovered.some((n) => /^'Cloudflare DNS record' \(a Cloudflare resource/.test(n))).toBe(true);
  });

  it('the clause describing it belongs to it ("a PagerDuty service that alerts ...")', () => {
    const r = run('a PagerDuty service that alerts the on-call engineer, and an SQS queue', 'aws', 'terraform-aws');
    expect(typesIn(r)).not.toMatch(/aws_cloudwatch_metric_alarm/);
    expect(typesIn(r)).toMatch(/aws_sqs_queue/);
    expect(r.notCovered.some((n) => n.includes('a PagerDuty resource'))).toBe(true);
  });
});

describe('requests that are not for infrastructure are declined', () => {
  it.each([
    ['write me a Python script that renames files in a bucket', 'aws', 'terraform-aws'],
    ['what is the difference between a Service and an Ingress?', 'kubernetes', 'kubernetes-yaml'],
    ['set up nginx on my laptop', 'aws', 'cloudformation'],
    // Questions about what happened to things that already run, or how to look into them.
    ['hi, how can we see who deleted the orders table in dynamodb yesterday?', 'aws', 'terraform-aws'],
    ['who stopped the vm-batch-01 VM on friday? the activity log is huge', 'azure', 'bicep'],
    ['how do I troubleshoot pods stuck in CrashLoopBackOff in our cluster?', 'kubernetes', 'kubernetes-yaml'],
  ] as [string, PlatformId, FormatId][])('%s', (prompt, platform, format) => {
    const r = run(prompt, platform, format);
    expect(r.declined).toBe(true);
    expect(r.files).toEqual([]);
    expect(r.notCovered.join(' ')).toMatch(/not infrastructure/);
  });

  it('a Terraform script is infrastructure', () => {
    expect(run('Create a Terraform script for an S3 bucket', 'aws', 'terraform-aws').declined).toBe(false);
  });

  it.each([
    'how do I create an S3 bucket with versioning?',
    'how can we check the logs of our api? add a log group with 30 days retention for the lambda api',
    'a CloudTrail trail so we can find out who terminated an instance',
  ])('asking how to build something, or for what lets you look into it, is infrastructure: %s', (prompt) => {
    expect(run(prompt, 'aws', 'terraform-aws').declined).toBe(false);
  });
});

describe('words are read by meaning', () => {
  it('a Kubernetes object written in CamelCase is read as its words', () => {
    const intent = understand('a HorizontalPodAutoscaler and a NetworkPolicy for the api', 'k8s');
    expect(intent.mentions.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['k8s.horizontal_pod_autoscaler', 'k8s.network_policy']),
    );
  });

  it('CamelCase product names stay whole', () => {
    const intent = understand('a CloudFront distribution', 'aws');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['aws.cloudfront_distribution']);
  });

  it.each([
    ['the databas', 'database'],
    ['an egres rule', 'egress'],
  ])('a word one letter short of a term is read as the term (%s)', (text, term) => {
    const read = correctSpelling(text);
    expect(read.text).toContain(term);
  });

  it('another form of a word is not a misspelling', () => {
    expect(correctSpelling('we provisioned it').text).toBe('we provisioned it');
  });

  it('a bastion on Azure is Azure Bastion, not a virtual machine', () => {
    const r = run('a virtual network and a bastion host', 'azure', 'terraform-azurerm');
    expect(typesIn(r)).toMatch(/azurerm_bastion_host/);
    expect(typesIn(r)).not.toMatch(/azurerm_linux_virtual_machine/);
  });
});
