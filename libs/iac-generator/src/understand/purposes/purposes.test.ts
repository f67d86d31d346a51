/**
 * Words inside a setting, a purpose or a relation are never a resource of their own (issue 24,
 * class 1): the head of a noun phrase names the resource, and what it is for, what it runs, which
 * part a setting is for and the data a permission covers are its settings or relations. Each case
 * is asked in several wordings and on several clouds, with the request that does ask for a second
 * resource beside it.
 */
import fc from 'fast-check';
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);
const named = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => `${m.kind} ${m.names.join(',')}`.trim());

describe('what a store is for is the data it holds', () => {
  it.each<[string, Cloud, string[]]>([
    ['an S3 bucket to store audit logs', 'aws', ['aws.s3_bucket']],
    ['a bucket that holds our audit logs', 'aws', ['aws.s3_bucket']],
    ['a GCS bucket for storing audit logs', 'gcp', ['gcp.storage_bucket']],
    ['an EC2 instance plus a 100 GB EBS volume for the database files', 'aws', ['aws.instance', 'aws.ebs_volume']],
    ['a 200 GB EBS volume to keep the database dumps', 'aws', ['aws.ebs_volume']],
    ['a VM with a managed disk for the database files', 'azure', ['azure.linux_virtual_machine', 'azure.managed_disk']],
    ['an S3 bucket for CloudTrail logs', 'aws', ['aws.s3_bucket']],
    ['an S3 bucket for the Lambda deployment packages', 'aws', ['aws.s3_bucket']],
    ['an Azure Files share for the VM backups', 'azure', ['azure.storage_share']],
  ])('%s (%s)', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('keeps a second resource asked beside the store', () => {
    expect(kinds('an S3 bucket and a CloudTrail trail that writes to it', 'aws')).toEqual([
      'aws.s3_bucket',
      'aws.cloudtrail',
    ]);
    expect(kinds('an S3 bucket for the CloudTrail trail', 'aws')).toEqual(['aws.s3_bucket', 'aws.cloudtrail']);
    expect(kinds('an S3 bucket for the Lambda functions', 'aws')).toEqual(['aws.s3_bucket', 'aws.lambda_function']);
    expect(kinds('an EBS volume for the database files and an RDS database', 'aws')).toEqual([
      'aws.ebs_volume',
      'aws.db_instance',
    ]);
  });
});

describe('a program a machine runs is not a front door of its own', () => {
  it.each<[string, Cloud, string]>([
    ['an orders API on ECS Fargate behind a load balancer', 'aws', 'aws.api_gateway_rest_api'],
    ['a payments API running on Fargate', 'aws', 'aws.api_gateway_rest_api'],
    ['our billing API hosted on an App Service', 'azure', 'azure.api_management'],
    ['an inventory API that runs on Cloud Run', 'gcp', 'gcp.api_gateway_api'],
  ])('%s (%s)', (prompt, cloud, invented) => {
    const read = kinds(prompt, cloud);
    expect(read).not.toContain(invented);
    expect(read).not.toContain('aws.lambda_function');
    expect(read.length).toBeGreaterThan(0);
  });

  it.each<[string, Cloud, string]>([
    ['Terraform for our orders API: an ECS Fargate service called orders-api', 'aws', 'aws.api_gateway_rest_api'],
    ['the network and a container app for my booking website backend API', 'azure', 'azure.api_management'],
  ])('the user own program: %s (%s)', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps the store a website of ones own asks for', () => {
    expect(kinds('an AWS resource to store images that I want to display on my website', 'aws')).toEqual([
      'aws.s3_bucket_website_configuration',
    ]);
  });

  it('keeps an API in front of a function, and things attached to a machine', () => {
    expect(kinds('our API on Lambda', 'aws')).toEqual(['aws.api_gateway_rest_api', 'aws.lambda_function']);
    expect(kinds('expose our orders API through API Gateway', 'aws')).toEqual(['aws.api_gateway_rest_api']);
    expect(kinds('a REST API on Lambda', 'aws')).toEqual(['aws.api_gateway_rest_api', 'aws.lambda_function']);
    expect(kinds('an API Gateway REST API in front of a Fargate service', 'aws')).toContain('aws.api_gateway_rest_api');
    expect(kinds('a security group on the EC2 instance', 'aws')).toContain('aws.security_group');
  });
});

describe('a kind word before a setting says which part the setting is for', () => {
  it.each<[string, Cloud]>([
    ['a storage account with blob soft delete of 30 days', 'azure'],
    ['storage account stdata01, enable blob versioning', 'azure'],
    ['a storage account with container soft delete kept 7 days', 'azure'],
  ])('%s (%s)', (prompt, cloud) => {
    expect(kinds(prompt, cloud)).toEqual(['azure.storage_account']);
  });

  it('keeps a thing introduced, counted or not asked as a setting', () => {
    expect(kinds('a storage account with a blob and soft delete of 30 days', 'azure')).toContain('azure.storage_blob');
    expect(kinds('EventBridge rule that runs my Lambda every 15 minutes', 'aws')).toContain('aws.lambda_function');
  });
});

describe('a tier word is a setting, never a name or the head of another kind', () => {
  it.each<[string, Cloud, string[]]>([
    [
      'an App Service plan asp-tools (B1) with a web app',
      'azure',
      ['azure.service_plan asp-tools', 'azure.linux_web_app'],
    ],
    ['a B1 App Service plan asp-tools and a web app', 'azure', ['azure.service_plan asp-tools', 'azure.linux_web_app']],
    ['a container registry acrshop, Premium', 'azure', ['azure.container_registry acrshop']],
    ['a container registry called regshop01 with the Premium SKU', 'azure', ['azure.container_registry regshop01']],
  ])('%s (%s)', (prompt, cloud, expected) => {
    expect(named(prompt, cloud)).toEqual(expected);
  });

  it('keeps a second registry asked with its tier', () => {
    expect(named('a container registry acrshop and a Premium-tier second registry named backup', 'azure')).toEqual([
      'azure.container_registry acrshop',
      'azure.container_registry backup',
    ]);
  });
});

describe('what a workload reads from a store is what its permission covers', () => {
  it.each<[string, Cloud, string]>([
    ['a web app that reads secrets from our existing Key Vault kv-shared', 'azure', 'azure.key_vault_secret'],
    ['a Lambda function that gets objects from the S3 bucket uploads', 'aws', 'aws.s3_object'],
    ['a Cloud Run service that reads secrets from Secret Manager', 'gcp', 'gcp.secret_manager_secret_version'],
    [
      'the identity can read secrets (get and list) from our existing Key Vault kv-tools',
      'azure',
      'azure.key_vault_secret',
    ],
    ['a nightly job that deletes old objects from bucket logs-eu', 'gcp', 'gcp.storage_bucket_object'],
    ['a Lambda that removes old objects from the S3 bucket scratch every hour', 'aws', 'aws.s3_object'],
  ])('%s (%s)', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps the store itself and a thing introduced', () => {
    expect(kinds('a nightly job that deletes old objects from bucket logs-eu', 'gcp')).toContain('gcp.storage_bucket');
    expect(kinds('a bucket assets with an object index.html and a Cloud Run service that reads it', 'gcp')).toContain(
      'gcp.storage_bucket_object',
    );
  });

  it('keeps a named secret asked to be read', () => {
    expect(named('a web app that reads a secret named db-password from a new Key Vault', 'azure')).toContain(
      'azure.key_vault_secret db-password',
    );
  });
});

describe('the request model does not depend on clause order or filler words, for purposes, programs and qualifiers', () => {
  /** Each resource's kind, count and names, in no particular order. */
  const model = (prompt: string, cloud: Cloud) =>
    understand(prompt, cloud)
      .mentions.map((m) => `${m.kind} x${m.count} ${[...m.names].sort().join(',')}`)
      .sort();
  const fillers = ['', 'please ', 'I need ', 'could you create ', 'also '];

  it.each<[string, Cloud, string[]]>([
    [
      'data a store holds, a program on a machine',
      'aws',
      [
        'an S3 bucket to store audit logs',
        'a 100 GB EBS volume for the database files',
        'a payments API running on Fargate',
      ],
    ],
    [
      'a part a setting is for, a tier and a plan name, data a permission covers',
      'azure',
      [
        'a storage account with blob soft delete of 30 days',
        'an App Service plan asp-tools (B1)',
        'a web app that reads secrets from our existing Key Vault kv-shared',
      ],
    ],
  ])('%s (%s)', (_classes, cloud, clauses) => {
    const expected = model(clauses.join('. '), cloud);
    expect(expected.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          const prompt = order.map((c, k) => filler[k] + c).join('. ');
          expect(model(prompt, cloud)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('a kind word naming which sort of a product, or its format, is no resource', () => {
  it.each<[string, Cloud, string[]]>([
    ['an Artifact Registry Docker repository', 'gcp', ['gcp.artifact_registry_repository']],
    ['an Artifact Registry repository in Docker format', 'gcp', ['gcp.artifact_registry_repository']],
    ['google_artifact_registry_repository, DOCKER format, in us-central1', 'gcp', ['gcp.artifact_registry_repository']],
  ])('%s (%s)', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('keeps a product of another kind asked beside it', () => {
    expect(kinds('an Artifact Registry repository and a Cloud Run service running the Docker image', 'gcp')).toEqual([
      'gcp.artifact_registry_repository',
      'gcp.cloud_run_v2_service',
    ]);
    expect(kinds('an EKS cluster with a Fargate profile', 'aws')).toEqual([
      'aws.eks_cluster',
      'aws.eks_fargate_profile',
    ]);
  });
});
