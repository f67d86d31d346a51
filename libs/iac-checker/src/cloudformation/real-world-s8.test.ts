/**
 * False errors found on public CloudFormation templates (bench/checker-real-world.mjs, sample s8),
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
    (d) => `${d.line} ${d.severity} ${d.code}`,
  );
const errors = async (content: string) => (await findings(content)).filter((f) => / error /.test(f));

describe("a registry module's resources", () => {
  it('are named by the module id joined to theirs, with or without a period, in Ref, GetAtt, Sub and DependsOn', async () => {
    expect(await errors(fixture('module-resources.yaml'))).toEqual([]);
  });

  it('without the module the same names are undeclared', async () => {
    const alone = fixture('module-resources.yaml').replace('Acme::Network::Vpc::MODULE', 'AWS::EC2::VPC');
    expect(await errors(alone)).toEqual(
      expect.arrayContaining([
        '12 error cloudformation.unknown-depends-on',
        '15 error cloudformation.unknown-ref',
        '20 error cloudformation.unknown-getatt-target',
      ]),
    );
  });

  it('a misspelt resource of the template itself is still unknown', async () => {
    const misspelt = fixture('module-resources.yaml').replace('ServiceQueue.Arn', 'ServiceQueu.Arn');
    expect(await errors(misspelt)).toEqual(['31 error cloudformation.unknown-getatt-target']);
  });
});

describe('a double-quoted string over several lines, its last line under its key', () => {
  it('is read as PyYAML (cfn-lint, the AWS CLI) reads it: no syntax error', async () => {
    const template = fixture('quoted-json-under-key.yaml');
    expect((await findings(template)).filter((f) => /yaml\.|error/.test(f))).toEqual([]);
  });

  it('a string never closed is still a syntax error', async () => {
    const broken = fixture('quoted-json-under-key.yaml').replace('}"', '}');
    expect(await errors(broken)).toContainEqual(expect.stringMatching(/ error yaml\.syntax/));
  });
});

describe('a rain module (found in the tuning sample beside s8)', () => {
  it('is not judged as a template: its ModuleExtension has no Type until `rain pkg` merges it', async () => {
    const all = await findings(fixture('rain-module.yaml'));
    expect(all.filter((f) => / error /.test(f))).toEqual([]);
    expect(all).toContainEqual(expect.stringMatching(/ info cloudformation\.not-checked$/));
  });

  it('a resource named ModuleExtension with a Type of its own is checked as any other', async () => {
    const typed = fixture('rain-module.yaml').replace(
      '    Metadata:\n      Extends: AWS::S3::Bucket\n',
      '    Type: AWS::S3::Bucket\n    Metadata:\n      Extends: AWS::S3::Bucket\n',
    );
    expect(await errors(typed)).toContainEqual(expect.stringMatching(/ error cloudformation\.unknown-ref$/));
  });
});

describe('booleans written the YAML 1.1 way (found in the tuning sample beside s8)', () => {
  it('an unquoted Yes, yes, On or off is the boolean CloudFormation and cfn-lint (PyYAML) read', async () => {
    expect(await errors(fixture('yaml11-booleans.yaml'))).toEqual([]);
  });

  it('quoted, or a word PyYAML keeps as text (y), it is still a type error', async () => {
    for (const word of ["'Yes'", 'y', 'maybe'])
      expect(await errors(fixture('yaml11-booleans.yaml').replace('Enabled: Yes', `Enabled: ${word}`))).toEqual([
        '20 error cloudformation.type-mismatch',
      ]);
  });
});

describe('a YAML 1.1 boolean read by the security rules', () => {
  const key = (rotation: string) =>
    `Resources:\n  Key:\n    Type: AWS::KMS::Key\n    Properties:\n      EnableKeyRotation: ${rotation}\n      KeyPolicy: {}\n`;
  it('an unquoted yes is rotation on, no is rotation off, as CloudFormation reads them', async () => {
    const rotationFinding = async (word: string) =>
      (await findings(key(word))).some((f) => / IG-AWS-035$/.test(f.split(' ').slice(0, 3).join(' ')));
    expect(await rotationFinding('yes')).toBe(false);
    expect(await rotationFinding('On')).toBe(false);
    expect(await rotationFinding('no')).toBe(true);
  });
});
