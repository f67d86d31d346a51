/**
 * A function's code given by where it is ("code at s3://.../v3.zip", "source gs://.../x.zip") and the
 * handler or entry point given are what the files deploy: never a stub, an invented bucket or a
 * placeholder object in their place (issue 24, NAME). Prompts are our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format, history: [] });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');

describe('a Lambda package given in S3 is deployed from there', () => {
  const prompt = 'a python 3.11 lambda with handler main.run whose code is at s3://widgets-builds/billing/v3.zip';

  it('CloudFormation writes S3Bucket, S3Key and the handler, no inline code', () => {
    const r = run(prompt, 'aws', 'cloudformation');
    const t = text(r.files);
    expect(t).toMatch(/S3Bucket: widgets-builds/);
    expect(t).toMatch(/S3Key: billing\/v3\.zip/);
    expect(t).toMatch(/Handler: main\.run/);
    expect(t).not.toMatch(/ZipFile/);
    expect(r.explanation).not.toMatch(/not read: '(?:handler|code)/);
  });

  it('Terraform writes s3_bucket and s3_key, and builds no archive', () => {
    const t = text(
      run(
        'node 20 lambda, handler src/app.main, package at s3://ops-deploys/alerts/build-7.zip',
        'aws',
        'terraform-aws',
      ).files,
    );
    expect(t).toMatch(/s3_bucket\s+= "ops-deploys"/);
    expect(t).toMatch(/s3_key\s+= "alerts\/build-7\.zip"/);
    expect(t).toMatch(/handler\s+= "src\/app\.main"/);
    expect(t).not.toMatch(/archive_file|filename/);
  });

  it('a handler given without a package names the starter file and function', () => {
    const r = run('a python lambda with handler worker.process', 'aws', 'terraform-aws');
    expect(text(r.files)).toMatch(/handler\s+= "worker\.process"/);
    expect(r.files.find((f) => f.path.endsWith('/worker.py'))?.content).toMatch(/def process\(/);
  });
});

describe('a Cloud Function archive given in Cloud Storage is its source', () => {
  it('writes the given bucket, object and entry point as spelt, with no bucket made for it', () => {
    const r = run(
      'gen2 cloud function in go 1.22 triggered by pubsub topic order-paid (create it), entry point HandlePaid, source zip at gs://widget-fn-src/Paid-2.3.1.zip',
      'gcp',
      'terraform-google',
    );
    const t = text(r.files);
    expect(t).toMatch(/bucket = "widget-fn-src"/);
    expect(t).toMatch(/object = "Paid-2\.3\.1\.zip"/);
    expect(t).toMatch(/entry_point = "HandlePaid"/);
    expect(t).not.toMatch(/resource "google_storage_bucket"|function-source\.zip/);
  });
});
