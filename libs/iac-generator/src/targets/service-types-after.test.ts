/**
 * Words after a service's name that, with the service, name another of its resource types are that
 * type: the product asked, never the general kind the service's name stands for (issue 24,
 * WRONGRES, SUB). Values stated before words of a numeric attribute's name are written into it.
 * Wordings of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';

const answer = (prompt: string, platform: PlatformId, format: FormatId) => {
  const out = generateInfrastructure({ prompt, platform, format });
  const code = out.files.map((f) => f.content).join('\n');
  return { code, types: code.match(/^resource "[^"]+"|Type: \S+/gm) ?? [], out };
};

describe('a service name followed by a word naming another of its types', () => {
  it('writes that type, not the kind the service name alone stands for: "a BigQuery reservation"', () => {
    const { types, code } = answer(
      'we want a BigQuery reservation with 500 slots for the reporting team',
      'gcp',
      'terraform-google',
    );
    expect(types).toContain('resource "google_bigquery_reservation"');
    expect(types).not.toContain('resource "google_bigquery_dataset"');
    // The count before a word of the attribute's name is that attribute's value.
    expect(code).toMatch(/slot_capacity\s*=\s*500/);
  });

  it('in either dialect: "an SES email identity"', () => {
    expect(answer('set up an SES email identity for news.example.net', 'aws', 'cloudformation').types).toContain(
      'Type: AWS::SES::EmailIdentity',
    );
    expect(answer('set up an SES email identity for news.example.net', 'aws', 'terraform-aws').types).toContain(
      'resource "aws_ses_email_identity"',
    );
  });

  it("keeps the kind when the words after it are the kind's own: an EventBridge rule, a log group that keeps logs", () => {
    const rule = answer('an EventBridge rule that starts my function every hour', 'aws', 'cloudformation');
    expect(rule.out.minimal ?? []).toEqual([]);
    expect(rule.types).toContain('Type: AWS::Events::Rule');
    const logs = answer('the log group keeps logs for 14 days', 'aws', 'cloudformation');
    expect(logs.out.minimal ?? []).toEqual([]);
  });

  it('writes nothing anew for a thing said to exist already', () => {
    const { types } = answer(
      'we already run an EventBridge bus named sales-bus; route its order events to a new SQS queue',
      'aws',
      'terraform-aws',
    );
    expect(types).not.toContain('resource "aws_cloudwatch_event_bus"');
  });
});

describe("a product's own types, and the things around them", () => {
  it("writes a product named with its type's words, and a later general word of its service as that service's type", () => {
    const { types, out } = answer(
      'we need an AWS Batch compute environment running on Fargate, capped at 32 vCPUs, plus a job queue in front of it',
      'aws',
      'terraform-aws',
    );
    expect(types).toEqual(
      expect.arrayContaining(['resource "aws_batch_compute_environment"', 'resource "aws_batch_job_queue"']),
    );
    // What it runs on is its setting: no ECS service stands in, and nothing is said of Fargate task sizes.
    expect(types).not.toContain('resource "aws_ecs_service"');
    expect(types).not.toContain('resource "aws_sqs_queue"');
    expect(out.notCovered.join('\n')).not.toMatch(/Fargate task runs with/);
  });

  it("a bare general word after a thing of a service is that service's type, wired to it", () => {
    const { types, code } = answer(
      'an SFTP server on AWS Transfer Family for our suppliers, and a user named globex-upload on it',
      'aws',
      'terraform-aws',
    );
    expect(types).toContain('resource "aws_transfer_user"');
    expect(types).not.toContain('resource "aws_iam_user"');
    expect(code).toMatch(/server_id\s*=\s*aws_transfer_server\.\w+\.id/);
  });
});

describe('Azure Container Instances', () => {
  it('is a container group written from the schema, running the image asked, never a Container App', () => {
    const { types, code } = answer(
      'run httpd:2.4 on Azure Container Instances for a quick demo',
      'azure',
      'terraform-azurerm',
    );
    expect(types).toContain('resource "azurerm_container_group"');
    expect(types).not.toContain('resource "azurerm_container_app"');
    expect(code).toMatch(/image\s*=\s*"httpd:2\.4"/);
    const arm = answer('an ACI container group for a one-off job', 'azure', 'arm');
    expect(arm.code).toContain('"type": "Microsoft.ContainerInstance/containerGroups"');
    expect(arm.code).not.toContain('Microsoft.App/containerApps');
  });
});

describe("a product's name before a general word its types end in", () => {
  it('is the one type of that service ending in the word, wired to the thing it names', () => {
    const { types, code } = answer(
      'a Glue database named clicks and a Glue crawler that fills it from s3://raw-zone/clicks/',
      'aws',
      'terraform-aws',
    );
    expect(types).toContain('resource "aws_glue_catalog_database"');
    expect(types).not.toContain('resource "aws_db_instance"');
    expect(code).toMatch(/database_name\s*=\s*aws_glue_catalog_database\.\w+\.name/);
  });
});
