/**
 * False errors found on public CloudFormation templates (bench/checker-real-world.mjs, sample s7),
 * each reproduced by a template of our own in fixtures/: correct code must check with no finding of
 * its class, and the real error next to it must still be found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const findings = async (content: string) =>
  (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation')).map(
    (d) => `${d.line} ${d.severity} ${d.code}${d.fixHint ? ` ${d.fixHint}` : ''}`,
  );

describe('a quoted number where the allowed values are numbers', () => {
  it('is the number CloudFormation converts it to: no finding, no crash', async () => {
    expect((await findings(fixture('quoted-number-allowed.yaml'))).join('\n')).not.toMatch(/invalid-value|error/);
  });

  it('a retention that is not allowed, quoted or not, is still reported', async () => {
    for (const retention of ["'31'", '31']) {
      const wrong = fixture('quoted-number-allowed.yaml').replace("'30'", retention);
      expect(await findings(wrong)).toContainEqual(expect.stringMatching(/^11 warning cloudformation\.invalid-value /));
    }
  });
});

describe('Outputs.<key> of a stack-creating resource', () => {
  it('is an attribute of a Service Catalog provisioned product as of a nested stack', async () => {
    expect(
      (await findings(fixture('provisioned-product-outputs.yaml'))).filter((f) => / (error|warning) /.test(f)),
    ).toEqual([]);
  });

  it('a misspelt Outputs, or Outputs on another type, is still unknown', async () => {
    const misspelt = fixture('provisioned-product-outputs.yaml').replace(
      'Product.Outputs.BucketName',
      'Product.Output.BucketName',
    );
    expect(await findings(misspelt)).toContainEqual(
      expect.stringMatching(/^27 error cloudformation\.unknown-getatt-attribute/),
    );
    const bucket =
      'Resources:\n  Logs:\n    Type: AWS::S3::Bucket\nOutputs:\n  Name:\n    Value: !GetAtt Logs.Outputs.Name\n';
    expect(await findings(bucket)).toContainEqual(
      expect.stringMatching(/^6 error cloudformation\.unknown-getatt-attribute/),
    );
  });
});

describe('a read-only property of the registry schema that the bundled specification leaves out', () => {
  it('is a GetAtt attribute: DomainArn of an Elasticsearch domain', async () => {
    expect(
      (await findings(fixture('elasticsearch-domain-arn.yaml'))).filter((f) => / error cloudformation\./.test(f)),
    ).toEqual([]);
  });

  it('a name that is no attribute of the type is still unknown, with the nearest one as hint', async () => {
    const misspelt = fixture('elasticsearch-domain-arn.yaml').replace('LogSearch.DomainArn', 'LogSearch.DomainAr');
    expect(await findings(misspelt)).toContainEqual(
      expect.stringMatching(/^21 error cloudformation\.unknown-getatt-attribute .*DomainArn/),
    );
  });
});

describe('a `#` comment right after a closing quote', () => {
  it('is a warning in a template, as PyYAML (cfn-lint, the AWS CLI) reads it as a comment', async () => {
    const all = await findings(fixture('comment-after-quote.yaml'));
    expect(all.filter((f) => / error /.test(f))).toEqual([]);
    expect(all.filter((f) => /yaml\./.test(f)).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      '8 warning yaml.comment-unspaced',
      '11 warning yaml.comment-unspaced',
    ]);
  });

  it('a real syntax error beside it is still an error', async () => {
    const broken = fixture('comment-after-quote.yaml').replace("'order-events'", "'order-events");
    expect(await findings(broken)).toContainEqual(expect.stringMatching(/ error yaml\.syntax/));
  });
});
