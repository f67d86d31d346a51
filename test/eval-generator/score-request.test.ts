import { readResources } from '../../scripts/eval/read';
import { scoreRequest } from '../../scripts/eval/score-request';
import { type EvalRequest, type GeneratorOutput } from '../../scripts/eval/types';
import { answer, declined, request } from './fixtures';

async function score(r: EvalRequest, output: GeneratorOutput, validationErrors: string[] = []) {
  const read = output.declined
    ? { resources: [], parses: true, errors: [] }
    : await readResources(output.files, r.format);
  return scoreRequest({ request: r, output, read, validationErrors });
}

const tf = (content: string) => [{ path: 'main.tf', content }];

describe('scoring one request', () => {
  const queueAndTopic = request({
    prompt: 'an SQS queue and an SNS topic',
    components: [
      { phrase: 'an SQS queue', anyOf: ['aws_sqs_queue'] },
      { phrase: 'an SNS topic', anyOf: ['aws_sns_topic'] },
    ],
  });

  it('counts a component neither produced nor named in notCovered as a silent drop', async () => {
    const s = await score(queueAndTopic, answer(tf('resource "aws_sqs_queue" "q" {}')));
    expect(s.components).toEqual({ total: 2, found: 1, missing: ['an SNS topic'] });
    expect(s.recall).toBe(0.5);
    expect(s.silentDrops).toEqual(['an SNS topic']);
    expect(s.admittedMissing).toEqual([]);
  });

  it('does not count a component the answer names in notCovered as a silent drop, though it is still missing', async () => {
    const s = await score(
      queueAndTopic,
      answer(tf('resource "aws_sqs_queue" "q" {}'), ["'SNS topic' (not written for Terraform (AWS provider) yet)"]),
    );
    expect(s.recall).toBe(0.5);
    expect(s.silentDrops).toEqual([]);
    expect(s.admittedMissing).toEqual(['an SNS topic']);
    expect(s.declinedOutOfScope).toEqual([]);
  });

  it('lets an out-of-scope part be declined honestly, but not dropped silently', async () => {
    const transfer = request({
      prompt: 'an S3 bucket behind an AWS Transfer Family SFTP endpoint',
      components: [{ phrase: 'an S3 bucket', anyOf: ['aws_s3_bucket'] }],
      outOfScope: [{ id: 'sftp', phrase: 'AWS Transfer Family SFTP endpoint', anyOf: ['aws_transfer_server'] }],
      settings: [
        { part: 'sftp', phrase: 'SFTP endpoint', type: 'aws_transfer_server', path: 'protocols', equals: 'SFTP' },
      ],
    });
    const bucket = tf('resource "aws_s3_bucket" "b" {}');
    const honest = await score(transfer, answer(bucket, ['AWS Transfer Family (no counterpart in this target)']));
    expect(honest.recall).toBe(1);
    expect(honest.silentDrops).toEqual([]);
    expect(honest.declinedOutOfScope).toEqual(['AWS Transfer Family SFTP endpoint']);
    expect(honest.admittedMissing).toEqual([]);
    // The setting of a declined part does not count.
    expect(honest.settings.total).toBe(0);

    const silent = await score(transfer, answer(bucket));
    expect(silent.silentDrops).toEqual(['AWS Transfer Family SFTP endpoint']);

    const produced = await score(
      transfer,
      answer(tf('resource "aws_s3_bucket" "b" {}\nresource "aws_transfer_server" "s" {\n  protocols = ["SFTP"]\n}')),
    );
    expect(produced.silentDrops).toEqual([]);
    expect(produced.settings).toEqual({ total: 1, passed: 1, failed: [] });
    expect(produced.extras.count).toBe(0);
  });

  it('checks settings by value and by pattern, and names the ones that fail', async () => {
    const lambda = request({
      prompt: 'a Node.js 20 Lambda with 512 MB',
      components: [{ phrase: 'a Node.js 20 Lambda', anyOf: ['aws_lambda_function'] }],
      settings: [
        { phrase: 'Node.js 20', type: 'aws_lambda_function', path: 'runtime', matches: '^nodejs20' },
        { phrase: '512 MB', type: 'aws_lambda_function', path: 'memory_size', equals: 512 },
        { phrase: 'a Node.js 20 Lambda', type: 'aws_lambda_function', count: 1 },
      ],
    });
    const good = await score(
      lambda,
      answer(tf('resource "aws_lambda_function" "f" {\n  runtime = "nodejs20.x"\n  memory_size = 512\n}')),
    );
    expect(good.settings).toEqual({ total: 3, passed: 3, failed: [] });

    const tenOld = await score(
      lambda,
      answer(
        tf('resource "aws_lambda_function" "f" {\n  count = 10\n  runtime = "nodejs18.x"\n  memory_size = "512"\n}'),
      ),
    );
    expect(tenOld.settings.passed).toBe(1);
    expect(tenOld.settings.failed.map((f) => f.phrase)).toEqual(['Node.js 20', 'a Node.js 20 Lambda']);
    expect(tenOld.settings.failed[0].check).toBe('aws_lambda_function.runtime matches "^nodejs20"');
  });

  it("accepts any of a component's types, and gives each resource to one component only", async () => {
    const lb = request({
      prompt: 'a load balancer in front of a primary database and its read replica',
      components: [
        { phrase: 'a load balancer', anyOf: ['aws_lb', 'aws_alb'] },
        { phrase: 'a primary database', anyOf: ['aws_db_instance'] },
        { phrase: 'its read replica', anyOf: ['aws_db_instance'] },
      ],
    });
    const one = await score(lb, answer(tf('resource "aws_alb" "a" {}\nresource "aws_db_instance" "p" {}')));
    expect(one.components.missing).toEqual(['its read replica']);
    const two = await score(
      lb,
      answer(tf('resource "aws_alb" "a" {}\nresource "aws_db_instance" "p" {\n  count = 2\n}')),
    );
    expect(two.recall).toBe(1);
  });

  it('tries every assignment, so a part with several types does not take the only resource of another', async () => {
    const r = request({
      prompt: 'a schedule and a rule',
      components: [
        { phrase: 'a schedule', anyOf: ['aws_cloudwatch_event_rule', 'aws_scheduler_schedule'] },
        { phrase: 'a rule', anyOf: ['aws_cloudwatch_event_rule'] },
      ],
    });
    const s = await score(
      r,
      answer(tf('resource "aws_cloudwatch_event_rule" "r" {}\nresource "aws_scheduler_schedule" "s" {}')),
    );
    expect(s.recall).toBe(1);
  });

  it('reports types that must not appear (globs too) and resources nothing asked for', async () => {
    const sql = request({
      platform: 'azure',
      format: 'terraform-azurerm',
      prompt: 'an Azure SQL database',
      components: [{ phrase: 'an Azure SQL database', anyOf: ['azurerm_mssql_database'] }],
      mustNotAppear: ['azurerm_postgresql_*'],
    });
    const s = await score(
      sql,
      answer(tf('resource "azurerm_postgresql_flexible_server" "p" {}\nresource "azurerm_resource_group" "rg" {}')),
    );
    expect(s.mustNotAppear).toEqual(['azurerm_postgresql_flexible_server']);
    expect(s.recall).toBe(0);
    expect(s.extras).toEqual({ count: 2, types: ['azurerm_postgresql_flexible_server', 'azurerm_resource_group'] });
  });

  it('scores declines: right, missed, unexpected', async () => {
    const off = request({ prompt: 'write me a SQL query', declineExpected: true });
    const right = await score(off, declined(['the whole request']));
    expect(right).toMatchObject({
      declined: true,
      missedDecline: false,
      unexpectedDecline: false,
      recall: null,
      parses: null,
    });
    const missed = await score(off, answer(tf('resource "aws_s3_bucket" "b" {}')));
    expect(missed).toMatchObject({ missedDecline: true, extras: { count: 1 } });

    const unexpected = await score(queueAndTopic, declined(['the whole request']));
    expect(unexpected).toMatchObject({ unexpectedDecline: true, recall: 0, silentDrops: [] });
  });

  it('counts the settings of a request declined by mistake as not honoured', async () => {
    const r = request({
      prompt: 'a queue kept 4 days',
      components: [{ phrase: 'a queue', anyOf: ['aws_sqs_queue'] }],
      settings: [{ phrase: 'kept 4 days', type: 'aws_sqs_queue', path: 'message_retention_seconds', equals: 345600 }],
    });
    const s = await score(r, declined([]));
    expect(s.settings).toMatchObject({ total: 1, passed: 0 });
  });

  it('carries parse failures and validation errors of produced outputs', async () => {
    const s = await score(queueAndTopic, answer(tf('resource "aws_sqs_queue" "q" {')), [
      'main.tf:1:1 terraform.syntax broken',
    ]);
    expect(s.parses).toBe(false);
    expect(s.parseErrors).toHaveLength(1);
    expect(s.validationErrors).toEqual(['main.tf:1:1 terraform.syntax broken']);
  });
});
