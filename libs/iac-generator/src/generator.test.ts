import fc from 'fast-check';
import { parseHclJson } from '@infragen/iac-checker/parse';
import { generateInfrastructure, renderAsMarkdown, streamChunks, type GeneratorResult } from './index';
import { AWS_KINDS, resolveAwsKind } from './kinds/aws';
import { Planner } from './plan/planner';
import { emptyAttrs } from './model/types';
import { renderTerraformAws } from './render/terraform/aws';
import { AWS_TERRAFORM_WRITERS } from './kinds/aws/terraform';

async function assertParses(files: { path: string; content: string }[]): Promise<string[]> {
  const types: string[] = [];
  for (const f of files.filter((f) => f.path.endsWith('.tf'))) {
    const json = (await parseHclJson(f.path, f.content)) as { resource?: Record<string, unknown> };
    types.push(...Object.keys(json.resource ?? {}));
  }
  return types;
}

const aws = (
  prompt: string,
  history?: GeneratorResult extends never ? never : { role: 'user' | 'assistant'; content: string }[],
) => generateInfrastructure({ prompt, platform: 'aws', format: 'terraform-aws', history });

describe('built-in generator, Terraform AWS', () => {
  it('has at least 60 AWS component kinds', () => {
    expect(AWS_KINDS.size).toBeGreaterThanOrEqual(60);
    expect(
      resolveAwsKind('aws.vpc', {
        cloud: 'aws',
        phrases: [],
        mentions: [],
        notCovered: [],
        global: emptyAttrs(),
        leftovers: [],
        explicitTypes: [],
        corrections: [],
        unread: [],
        account: [],
        notRead: [],
      }),
    ).toBe('aws.vpc');
  });

  it.each([...AWS_KINDS.keys()])('renders %s alone as parseable Terraform', async (kind) => {
    const plan = new Planner('aws', emptyAttrs(), AWS_KINDS);
    plan.add(kind);
    plan.expand();
    const out = renderTerraformAws(plan, AWS_TERRAFORM_WRITERS);
    await expect(assertParses(out.files)).resolves.toBeDefined();
  });

  it('writes a standard module with pinned providers and secure bucket defaults', async () => {
    const r = aws('Create an S3 bucket named "app-assets" for images');
    expect(r.declined).toBe(false);
    expect(r.files.map((f) => f.path)).toEqual(['versions.tf', 'main.tf', 'variables.tf', 'outputs.tf']);
    expect(r.files[0].content).toContain('hashicorp/aws');
    const types = await assertParses(r.files);
    expect(types).toEqual(
      expect.arrayContaining([
        'aws_s3_bucket',
        'aws_s3_bucket_public_access_block',
        'aws_s3_bucket_server_side_encryption_configuration',
      ]),
    );
    expect(r.files[1].content).toMatch(/bucket\s+= "app-assets"/);
  });

  it('gives a private database its network and a security group, and any database a managed password', async () => {
    const r = aws('A private PostgreSQL 15 database with 50 GB of storage');
    const types = await assertParses(r.files);
    expect(types).toEqual(
      expect.arrayContaining(['aws_db_instance', 'aws_db_subnet_group', 'aws_security_group', 'aws_vpc', 'aws_subnet']),
    );
    const main = r.files[1].content;
    expect(main).toMatch(/manage_master_user_password\s+= true/);
    expect(main).toMatch(/publicly_accessible\s+= false/);
    expect(main).not.toMatch(/password\s*=\s*"/);
    // No network said: the default VPC serves (decision 052), and the AWS-managed key encrypts it.
    const plain = aws('A PostgreSQL 15 database with 50 GB of storage');
    expect(await assertParses(plain.files)).not.toEqual(expect.arrayContaining(['aws_vpc']));
    expect(plain.files[1].content).toMatch(/storage_encrypted\s+= true/);
    expect(plain.files[1].content).not.toMatch(/resource "aws_kms_key"/);
  });

  it('lists what it did not understand and declines when it understands nothing', () => {
    const partial = aws('A bucket for logs. Weighted routing across regions');
    expect(partial.declined).toBe(false);
    expect(partial.notCovered.join(' ')).toMatch(/weighted routing/i);
    const none = aws('Write me a poem about autumn leaves');
    expect(none.declined).toBe(true);
    expect(none.files).toEqual([]);
    expect(none.explanation).toMatch(/not covered/);
  });

  it('applies follow-ups from the history', async () => {
    const r = aws('add a second subnet', [{ role: 'user', content: 'Create a VPC with a subnet' }]);
    const main = r.files[1].content;
    expect(main.match(/resource "aws_subnet"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic', () => {
    const prompt = 'An API Gateway in front of a Lambda function that writes to a DynamoDB table';
    expect(JSON.stringify(aws(prompt))).toBe(JSON.stringify(aws(prompt)));
  });

  it('never throws and always produces parseable output, whatever the prompt', async () => {
    const odd = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom(
        '',
        ' ',
        '"',
        '${file("/etc/passwd")}',
        '%{ for x in y }',
        'bucket named "a\\"b${x}"',
        '"; DROP TABLE users; --',
        '🔥 bucket 🔥 named "🔥"',
        'vpc\u0000subnet\u2028database',
      ),
      fc
        .array(
          fc.constantFrom(
            'bucket',
            'database',
            'named',
            '"x y"',
            'vpc',
            'lambda',
            'queue',
            'two',
            'private',
            '${',
            '\n',
            'load balancer',
            'and',
          ),
          { maxLength: 40 },
        )
        .map((w) => w.join(' ')),
    );
    await fc.assert(
      fc.asyncProperty(odd, async (prompt) => {
        const r = aws(prompt);
        if (!r.declined) await assertParses(r.files);
        expect(r.declined ? r.files.length : 1).toBeGreaterThanOrEqual(r.declined ? 0 : 1);
      }),
      { numRuns: 150 },
    );
  });

  it('handles a 100 KB prompt', async () => {
    const r = aws('Create an S3 bucket and a queue. '.repeat(3200));
    await assertParses(r.files);
    expect(r.notCovered.join(' ')).toMatch(/characters/);
  });
});

describe('markdown and chunks', () => {
  it('fences every file with its title and streams it back unchanged', () => {
    const r = aws('A Lambda function triggered by an SQS queue');
    const md = renderAsMarkdown(r);
    expect(md).toContain('```hcl title=main.tf');
    const chunks = [...streamChunks(md)];
    expect(chunks.join('')).toBe(md);
    expect(chunks.slice(0, -1).every((c) => c.length >= 40 && c.length <= 121)).toBe(true);
  });

  it('chunks any text losslessly', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.integer({ min: 1, max: 500 }),
        (text, size) => [...streamChunks(text, size)].join('') === text,
      ),
    );
  });
});
