/**
 * What a workload may do with a store it is asked with ("read-only access to the bucket", "only
 * writes to the queue", "can read and write the table") picks the actions or built-in role of its
 * grant on every cloud: a read-only ask never gets write. Unsaid, the grants are what they were.
 */
import { type FormatId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: string, format: string) =>
  generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0]);
const text = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');
const said = (r: ReturnType<typeof run>) => r.notCovered.join('\n');

describe('access asked of a store picks the grant', () => {
  it.each([
    ['a Lambda that may read the S3 bucket uploads', /s3:GetObject/, /s3:PutObject/],
    [
      'a Lambda function with read-only access to the DynamoDB table orders',
      /dynamodb:Query/,
      /dynamodb:(Put|Update|Delete)Item/,
    ],
    ['an EC2 instance that only reads the S3 bucket', /s3:GetObject/, /s3:PutObject/],
    ['a Lambda that can only read the secret in Secrets Manager', /secretsmanager:GetSecretValue/, /PutSecretValue/],
    ['a Lambda that uploads to an S3 bucket', /s3:PutObject/, /s3:GetObject/],
    ['an EC2 instance with write-only access to the SQS queue', /sqs:SendMessage/, /sqs:ReceiveMessage/],
    ['a Lambda with write-only access to the DynamoDB table', /dynamodb:PutItem/, /dynamodb:(GetItem|Query|Scan)/],
  ])('AWS: %s', (prompt, has, hasNot) => {
    for (const format of ['terraform-aws', 'cloudformation']) {
      const r = run(prompt, 'aws', format);
      expect(text(r)).toMatch(has);
      expect(text(r)).not.toMatch(hasNot);
      expect(said(r)).not.toMatch(/access of/);
    }
  });

  it('AWS: "can read and write" and nothing said both keep reading and writing', () => {
    for (const prompt of ['a Lambda that can read and write the S3 bucket', 'a Lambda and an S3 bucket']) {
      const out = text(run(prompt, 'aws', 'terraform-aws'));
      expect(out).toMatch(/s3:GetObject/);
      expect(out).toMatch(/s3:PutObject/);
    }
  });

  it.each([
    [
      'terraform-azurerm',
      'a Linux VM with read-only access to the storage account',
      /Storage Blob Data Reader/,
      /Storage Blob Data Contributor/,
    ],
    [
      'bicep',
      'a Linux VM with read-only access to the storage account',
      /2a2b9908-6ea1-4ae2-8e65-a410df84e7d1/,
      /ba92f5b4-2d11-453d-a403-e96b0029c9fe/,
    ],
    [
      'terraform-azurerm',
      'a Linux VM that can read and write the storage account',
      /Storage Blob Data Contributor/,
      /Storage Blob Data Reader/,
    ],
    [
      'terraform-azurerm',
      'a Linux VM with a storage account',
      /Storage Blob Data Contributor/,
      /Storage Blob Data Reader/,
    ],
  ])('Azure %s: %s', (format, prompt, has, hasNot) => {
    const r = run(prompt, 'azure', format);
    expect(text(r)).toMatch(has);
    expect(text(r)).not.toMatch(hasNot);
  });

  it.each([
    [
      'a compute instance with read-only access to the bucket',
      /roles\/storage\.objectViewer/,
      /objectUser|objectCreator|objectAdmin/,
    ],
    [
      'a Cloud Run service that uploads to the GCS bucket',
      /roles\/storage\.objectCreator/,
      /objectViewer|objectUser|objectAdmin/,
    ],
    [
      'a service account with read-only access to the bucket',
      /google_storage_bucket_iam_member[\s\S]*roles\/storage\.objectViewer/,
      /objectUser|objectCreator/,
    ],
    ['a compute instance with a bucket', /roles\/storage\.objectUser/, /objectViewer/],
  ])('GCP: %s', (prompt, has, hasNot) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    expect(text(r)).toMatch(has);
    expect(text(r)).not.toMatch(hasNot);
    expect(said(r)).not.toMatch(/access of/);
  });

  it.each([
    ['an SNS topic that publishes to an SQS queue', 'aws', 'terraform-aws'],
    ['users upload to an S3 bucket and a Lambda resizes them', 'aws', 'terraform-aws'],
  ])('no access read where no workload was said to use the store: %s', (prompt, platform, format) => {
    const r = run(prompt, platform, format);
    expect(said(r)).not.toMatch(/access of/);
    if (/Lambda/.test(prompt)) expect(text(r)).toMatch(/s3:GetObject/);
  });

  it('GCP: a service account and a bucket with nothing said are not linked', () => {
    expect(text(run('a service account ci and a bucket', 'gcp', 'terraform-google'))).not.toMatch(/iam_member/);
  });

  it('Kubernetes: a read-only role gets only reading verbs', () => {
    const out = text(run('a Role with read-only access to pods', 'kubernetes', 'kubernetes-yaml'));
    expect(out).toMatch(/- get/);
    expect(out).not.toMatch(/- (create|update|patch|delete)/);
  });
});

describe('grants narrowed by the access asked are checked clean', () => {
  beforeAll(() => prepareChecks(['terraform-aws', 'cloudformation', 'arm', 'bicep']), 30000);
  it.each([
    [
      'aws',
      'terraform-aws',
      'a Lambda with read-only access to the DynamoDB table and write-only access to the S3 bucket',
    ],
    [
      'aws',
      'cloudformation',
      'a Lambda that can only read the secret in Secrets Manager and an SNS topic that publishes to the SQS queue',
    ],
    [
      'azure',
      'terraform-azurerm',
      'a Linux VM with read-only access to the storage account and a key vault it can read and write',
    ],
    ['azure', 'arm', 'a Linux VM with read-only access to the storage account'],
    ['azure', 'bicep', 'a web app that can read and write the key vault'],
    ['gcp', 'terraform-google', 'a service account with read-only access to the bucket and a compute instance'],
  ])('%s %s: %s', async (platform, format, prompt) => {
    const found = await checkFiles(run(prompt, platform, format).files, format as FormatId);
    expect(found.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
