/**
 * False errors found on public CloudFormation and SAM templates (bench/checker-real-world.mjs, sample
 * s5), each reproduced by a template of our own in fixtures/: correct code must check with no
 * validation error, and the real error next to it must still be found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const validation = async (content: string) =>
  (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.line} ${d.code}`);

describe('a SAM API’s stage settings are the stage’s, not the API’s', () => {
  it('access logs to a log group named after the API are no circle (REST and HTTP APIs)', async () => {
    expect(await validation(fixture('sam-api-stage.yaml'))).toEqual([]);
  });

  it('the same naming in the API’s own definition is still a circle', async () => {
    const looped = fixture('sam-api-stage.yaml').replace(
      '        info:\n          title: invoices\n',
      '        info:\n          title: !Ref InvoicesApiLogs\n',
    );
    expect(await validation(looped)).toEqual([expect.stringMatching(/cloudformation\.circular-dependency$/)]);
  });
});

describe('GetAtt of a property, on the types whose GetAtt returns every property', () => {
  it('a topic’s DisplayName and a queue’s VisibilityTimeout are attributes', async () => {
    expect(await validation(fixture('getatt-any-property.yaml'))).toEqual([]);
  });

  it('a name that is no property, or a property of a type that lists its attributes, is still unknown', async () => {
    const misspelt = fixture('getatt-any-property.yaml').replace('AlertsTopic.DisplayName', 'AlertsTopic.DisplayNam');
    expect(await validation(misspelt)).toEqual(['27 cloudformation.unknown-getatt-attribute']);
    const bucket =
      'Resources:\n  Logs:\n    Type: AWS::S3::Bucket\nOutputs:\n  Name:\n    Value: !GetAtt Logs.BucketName\n';
    expect(await validation(bucket)).toEqual(['6 cloudformation.unknown-getatt-attribute']);
  });
});

describe('`${Name}` outside Fn::Sub in a text of several lines', () => {
  const codes = async (content: string) =>
    (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation'))
      .filter((d) => d.code === 'cloudformation.sub-needed')
      .map((d) => `${d.line} ${d.severity}`);

  it('is a warning: instructions quoting template syntax keep it as written', async () => {
    expect(await validation(fixture('sub-in-text.yaml'))).toEqual([]);
    expect(await codes(fixture('sub-in-text.yaml'))).toEqual(['24 warning']);
  });

  it('in a script of several lines (UserData, Fn::Base64) it is still an error', async () => {
    const script =
      'Resources:\n  Host:\n    Type: AWS::EC2::Instance\n    Properties:\n      ImageId: ami-0abcdef1234567890\n      UserData:\n        Fn::Base64: |\n          #!/bin/bash\n          aws s3 cp s3://boot-scripts/start.sh . --region ${AWS::Region}\n';
    expect(await codes(script)).toEqual(['7 error']);
  });

  it('in a one-line value it is still an error', async () => {
    const oneLine = fixture('sub-in-text.yaml').replace(
      /Instruction: .*/,
      'Instruction: "Name queues ${AWS::Region}-jobs"',
    );
    expect(await codes(oneLine)).toEqual(['24 error']);
  });
});

describe('a SAM function’s DeploymentPreference', () => {
  it('is the deployment group’s: a traffic hook naming the function’s version is no circle, and the CodeDeploy application SAM makes is declared', async () => {
    expect(await validation(fixture('sam-deployment-preference.yaml'))).toEqual([]);
  });

  it('without the SAM transform, the made names are undeclared', async () => {
    const plain = fixture('sam-deployment-preference.yaml').replace('Transform: AWS::Serverless-2016-10-31\n', '');
    expect(await validation(plain)).toContain('40 cloudformation.unknown-sub-variable');
  });
});
