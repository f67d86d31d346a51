/**
 * Properties a request turns off, as written (issue 24, negations class): the files keep them off
 * (S3 and Cloud Storage versioning too, on by default), and the answer accounts for the setting.
 */
import { generateInfrastructure } from './index';

describe('the written files keep the property off, and the answer says so', () => {
  const files = (prompt: string) =>
    generateInfrastructure({ prompt, platform: 'aws', format: 'terraform-aws' })
      .files.map((f) => f.content)
      .join('\n');

  it('writes a single-AZ database and a standard queue', () => {
    expect(files('An RDS postgres database, no multi-AZ')).not.toMatch(/multi_az\s*=\s*true/);
    expect(files('An SQS queue named jobs, no FIFO')).not.toMatch(/fifo_queue\s*=\s*true/);
  });

  it('reports the setting honoured, never as a gap', () => {
    const r = generateInfrastructure({
      prompt: 'An RDS postgres database, no multi-AZ',
      platform: 'aws',
      format: 'terraform-aws',
    });
    expect(r.notCovered.join('\n')).not.toMatch(/multi-?az/i);
    expect(JSON.stringify(r.covered)).toMatch(/no multi-AZ \(turned off\)/);
  });
});

describe('versioning, on by default, is left off when asked', () => {
  const files = (
    prompt: string,
    platform: 'aws' | 'gcp',
    format: 'terraform-aws' | 'cloudformation' | 'terraform-google',
  ) => generateInfrastructure({ prompt, platform, format });

  it.each<[string, 'aws' | 'gcp', 'terraform-aws' | 'cloudformation' | 'terraform-google', RegExp]>([
    ['An S3 bucket named logs with versioning off', 'aws', 'terraform-aws', /aws_s3_bucket_versioning/],
    ['An S3 bucket named logs without versioning', 'aws', 'cloudformation', /VersioningConfiguration/],
    ['a GCS bucket named exports, no versioning', 'gcp', 'terraform-google', /enabled\s*=\s*true/],
  ])('%s (%s, %s)', (prompt, platform, format, versioning) => {
    const r = files(prompt, platform, format);
    expect(r.files.map((f) => f.content).join('\n')).not.toMatch(versioning);
    expect(r.notCovered).toEqual([]);
  });

  it('still versions a bucket by default and when asked', () => {
    for (const prompt of ['An S3 bucket named logs', 'An S3 bucket named logs, versioned']) {
      const r = files(prompt, 'aws', 'terraform-aws');
      expect(r.files.map((f) => f.content).join('\n')).toMatch(/aws_s3_bucket_versioning/);
    }
  });
});
