/**
 * GetAtt attributes taken from the registry schemas' readOnlyProperties (bundled beside the
 * specification by scripts/schemas/cloudformation-registry-attributes.mjs): a read-only property the
 * specification lacks is an attribute on any type the data names, and a name that is neither stays
 * an unknown attribute.
 */
import { cloudFormationSpec } from '@infragen/iac-schemas';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const errors = async (content: string) =>
  (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation'))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line} ${d.code}`);

const template = (attribute: string) => `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Repo:
    Type: AWS::CodeCommit::Repository
    Properties:
      RepositoryName: orders
Outputs:
  RepoId:
    Value: !GetAtt Repo.${attribute}
`;

describe('GetAtt attributes from the registry schemas', () => {
  it('the data records its source and carries the read-only properties the specification lacks', () => {
    const file = join(__dirname, '../../../iac-schemas/data/cloudformation/registry-attributes.json.gz');
    const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
    expect(data.source).toMatch(/^aws-cloudformation\/cfn-lint@[0-9a-f]{40}$/);
    expect(data.types['AWS::OpenSearchService::Domain']).toContain('DomainArn');
    expect(Object.keys(data.types).length).toBeGreaterThan(20);
    // The loader joins them to the specification's attributes, which stay first.
    const domain = cloudFormationSpec().types['AWS::Elasticsearch::Domain'].a;
    expect(domain).toEqual(expect.arrayContaining(['Arn', 'DomainEndpoint', 'DomainArn']));
  });

  it('a registry read-only property is an attribute (CodeCommit Repository Id)', async () => {
    expect(await errors(template('Id'))).toEqual([]);
  });

  it("the specification's own attributes still are", async () => {
    expect(await errors(template('CloneUrlHttp'))).toEqual([]);
  });

  it('a name that is neither is still an unknown attribute', async () => {
    expect(await errors(template('Ident'))).toEqual(['9 cloudformation.unknown-getatt-attribute']);
  });
});
