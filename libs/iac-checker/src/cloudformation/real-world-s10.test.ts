/**
 * False errors found on public CloudFormation templates in the tenth real-world sample (s10), each
 * reproduced by a template of our own in fixtures/: correct code checks with no error of its class,
 * and the real error beside it is still found. (The bare `-` in a flow list is in false-errors.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { dynamicReferenceProblem } from './dynamic-references';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const errors = async (content: string) =>
  (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation'))
    .filter((d) => d.severity === 'error' && (d.code.startsWith('cloudformation.') || d.code.startsWith('yaml.')))
    .map((d) => `${d.line} ${d.code}`);

describe('a dynamic reference ({{resolve:...}}) in a property of any type (cfn101-workshop lambda-memory-size)', () => {
  it('stands for the value CloudFormation resolves: no type error on an integer, a boolean or an ARN', async () => {
    expect(await errors(fixture('dynamic-references.yaml'))).toEqual([]);
  });

  it('a malformed reference is an error at its line: a version that is no number, an unknown service, a wrong secret part', async () => {
    const text = fixture('dynamic-references.yaml')
      .replace('/resize/memory-size:3', '/resize/memory-size:latest')
      .replace('{{resolve:ssm:/orders/multi-az}}', '{{resolve:parameters:/orders/multi-az}}')
      .replace('orders/db:SecretString:username', 'orders/db:SecretStrings:username');
    expect(await errors(text)).toEqual([
      '13 cloudformation.malformed-dynamic-reference',
      '26 cloudformation.malformed-dynamic-reference',
      '27 cloudformation.malformed-dynamic-reference',
    ]);
  });

  it('a plain string in an integer property is still a type error', async () => {
    const text = fixture('dynamic-references.yaml').replace("'{{resolve:ssm:/resize/memory-size:3}}'", "'lots'");
    expect(await errors(text)).toEqual(['13 cloudformation.type-mismatch']);
  });

  it('reads the forms of the AWS CloudFormation User Guide and refuses what cfn-lint E1050 refuses', () => {
    for (const ok of [
      'ssm:/app/memory',
      'ssm:app.memory_size-v2:12',
      'ssm-secure:/db/password:3',
      'secretsmanager:db',
      'secretsmanager:db:SecretString:password',
      'secretsmanager:db::password:AWSPREVIOUS',
      'secretsmanager:db:SecretString:password::8b4f1c2e-0000-4000-8000-000000000000',
      'secretsmanager:arn:aws:secretsmanager:eu-west-1:111122223333:secret:db-AbCdEf:SecretString:password',
    ])
      expect([ok, dynamicReferenceProblem(ok)]).toEqual([ok, undefined]);
    for (const bad of [
      'ssm',
      'ssm:',
      'ssm:/app/memory:latest',
      'ssm:/app memory',
      'ssm:arn:aws:ssm:eu-west-1:111122223333:parameter/app:1',
      'ssm:/app:1:2',
      'secretsmanager:',
      'secretsmanager:db:Password',
      'secretsmanager:db:SecretString:a:b:c:d',
      'vault:/db/password',
    ])
      expect([bad, typeof dynamicReferenceProblem(bad)]).toEqual([bad, 'string']);
  });
});

describe('a template skeleton with no Resources (cfn101-workshop exercises to fill in)', () => {
  it('is still an error, said as a template without resources, not as something else than a template', async () => {
    const skeleton = `AWSTemplateFormatVersion: '2010-09-09'\nDescription: Exercise - add an S3 bucket here\n\nParameters:\n  Stage:\n    Type: String\n`;
    const found = await checkFiles([{ path: 'template.yaml', content: skeleton }], 'cloudformation');
    const error = found.find((d) => d.severity === 'error');
    expect(error?.code).toBe('cloudformation.not-a-template');
    expect(error?.message).toMatch(/This template has no `Resources` section/);
    const other = await checkFiles(
      [{ path: 'template.yaml', content: 'Parameters:\n  Stage:\n    Type: String\n' }],
      'cloudformation',
    );
    expect(other.find((d) => d.severity === 'error')?.message).toMatch(/This is not a CloudFormation template/);
  });
});
