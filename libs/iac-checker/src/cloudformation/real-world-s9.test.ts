/**
 * False errors found on public CloudFormation templates (bench/checker-real-world.mjs, sample s9),
 * each reproduced by a template of our own in fixtures/: correct code must check with no error of its
 * class, and the real error next to it must still be found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const findings = async (content: string, path = 'template.yaml') =>
  (await checkFiles([{ path, content }], 'cloudformation')).map((d) => `${d.line} ${d.severity} ${d.code}`);

describe('GetAtt of a registry read-only property the bundled specification files as a property', () => {
  it('is an attribute: DomainArn of an OpenSearch domain', async () => {
    expect(
      (await findings(fixture('opensearch-domain-arn.yaml'))).filter((f) => / error cloudformation\./.test(f)),
    ).toEqual([]);
  });

  it('a name that is no attribute is still an unknown attribute', async () => {
    const wrong = fixture('opensearch-domain-arn.yaml').replace('OrderSearch.DomainArn', 'OrderSearch.DomainUrn');
    expect(await findings(wrong)).toContainEqual('20 error cloudformation.unknown-getatt-attribute');
  });
});

describe('a SAM property spelt as the SAM reference spells it', () => {
  it('NotificationARNs of AWS::Serverless::Application is a property', async () => {
    expect(
      (await findings(fixture('sam-application-notifications.yaml'))).filter((f) => / cloudformation\./.test(f)),
    ).toEqual([]);
  });

  it('a property the type does not have is still unknown', async () => {
    const wrong = fixture('sam-application-notifications.yaml').replace('NotificationARNs', 'NotificationTopics');
    expect(await findings(wrong)).toContainEqual('13 error cloudformation.unknown-property');
  });
});

describe('a CodeDeploy AppSpec among the templates', () => {
  it('is said as not a template and not checked, never errors about template sections', async () => {
    const all = await findings(fixture('codedeploy-appspec.yml'), 'appspec.yml');
    expect(all.filter((f) => / cloudformation\./.test(f))).toEqual(['1 info cloudformation.not-checked']);
  });

  it('a template whose Resources is a list is still a bad section', async () => {
    const template = fixture('codedeploy-appspec.yml').replace(
      'version: 0.0',
      "AWSTemplateFormatVersion: '2010-09-09'",
    );
    expect(await findings(template)).toContainEqual('3 error cloudformation.bad-section');
  });
});
