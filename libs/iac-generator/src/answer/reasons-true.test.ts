/**
 * Issue 24 (UNT): a reason is chosen that is true of the files and of the bundled schemas, by class,
 * with prompts of our own:
 * 1. a stated value the files hold under a key saying what it is (a list of zones, a Mongo server
 *    version, a port) is said as written there, never "not written yet" or "not read";
 * 2. a product named by an attribute of a type ("Easy DKIM") names that attribute, never "no resource
 *    type matches";
 * 3. a word the generator took for no kind is said to have had nothing written for it in this answer,
 *    never that the generator writes nothing for it (a Group can be a RoleBinding's subject);
 * 4. a value not written is said of a kind only where the request names that kind with it, and one
 *    the reading gave to a thing named beside it is said as the reading's, never as what it is of.
 */
import { generateInfrastructure } from '../testing/resources';
import { keyHoldingValue } from './value-keys';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });
const lines = (r: ReturnType<typeof run>) =>
  [...r.notCovered, ...(r.writtenUnread ?? []), ...(r.notRead ?? [])].join('\n');

describe('class 1: a value held under the key that says it', () => {
  it.each<[string, string, string[], string | undefined]>([
    ['after 4 failures', 'resource "x" "y" {\n  failure_threshold = 4\n}', [], 'failure_threshold = 4'],
    ['prio 3', '{ "priority": 3 }', [], 'priority = 3'],
    // Three letters are too few to say which key they begin, unless beside a word of it said whole.
    ['sev 3', 'severity: 3', [], undefined],
    ['secret min length 14', 'minimum_secret_length = 14', [], 'minimum_secret_length = 14'],
    // A length is counted in characters.
    ['24 characters', '"PasswordLength": 24', [], 'PasswordLength = 24'],
    ['zones 2 and 3', 'zones = ["1", "2", "3"]', ['availability', 'zones'], 'zones = ["1", "2", "3"]'],
    ['port 9090', '  containerPort: 9090\n', ['port'], 'containerPort = 9090'],
    // A word the key does not say asks what it does not hold (a role on the project named).
    ['reader on project acme-prod-77', 'project = "acme-prod-77"', [], undefined],
    // A key that says nothing the value was stated with is no evidence, whatever it holds.
    ['after 4 failures', 'replicas = 4', [], undefined],
    // The key without the value holds another value.
    ['after 4 failures', 'failure_threshold = 3', [], undefined],
    // A number is an item's whole, never a piece of a longer one.
    ['prio 3', 'priority = "30s"', [], undefined],
  ])('%s in %j', (text, content, words, expected) => {
    expect(keyHoldingValue(text, content, words)).toBe(expected);
  });

  it('a code given whole is held by the key naming it, also through a variable default', () => {
    const arn = 'arn:aws:acm:eu-central-1:210987654321:certificate/aa11bb22-cc33-dd44-ee55-ff6677889900';
    const content = `certificate_arn = var.tls_cert\nvariable "tls_cert" {\n  type    = string\n  default = "${arn}"\n}`;
    expect(keyHoldingValue(`the cert ${arn}`, content)).toBe('certificate_arn = var.tls_cert');
    expect(keyHoldingValue(`the cert ${arn.replace('aa11', 'ab11')}`, content)).toBeUndefined();
  });

  it.each<[string, Input['format'], Input['platform'], RegExp]>([
    [
      'application gateway agw-shop, Standard_v2, zones 1, 2 and 3, backend shop.azurewebsites.net',
      'terraform-azurerm',
      'azure',
      /zones 1, 2 and 3/,
    ],
    [
      'a linux vm vm-ci with a managed disk, plus a cosmos db account for mongo with server version 4.2',
      'terraform-azurerm',
      'azure',
      /version 4\.2/,
    ],
  ])('%s', (prompt, format, platform, said) => {
    const r = run(prompt, format, platform);
    const content = r.files.map((f) => f.content).join('\n');
    // Only where the files do hold it.
    if (!/zones\s*=\s*\["1", "2", "3"\]|mongo_server_version\s*=\s*"4\.2"/.test(content)) return;
    const mine = lines(r)
      .split('\n')
      .filter((l) => said.test(l));
    // Read as a setting of the thing that holds it, the value needs no line of its own: the understood line says it.
    if (!mine.length) expect(r.explanation).toMatch(new RegExp(`${said.source} \\(`));
    for (const l of mine) {
      expect(l).not.toMatch(/not written yet|no words of it were read|so it was not written/);
      expect(l).toMatch(/the files write (?:zones|mongo_server_version) = /);
    }
  });
});

describe('class 2: a product named by an attribute of a type', () => {
  it('Easy DKIM names the attributes that say it', () => {
    const r = run(
      'CloudFormation: an SNS topic for bounce alerts, and switch on Easy DKIM for our sending domain',
      'cloudformation',
      'aws',
    );
    const line = r.notCovered.find((l) => /^'Easy DKIM'/.test(l));
    if (!line) return;
    expect(line).not.toMatch(/no resource type of .* matches its name/);
    expect(line).toMatch(/DkimSigningAttributes of AWS::SES::EmailIdentity/);
  });
});

describe('class 3: nothing written for a word no kind took, said of this answer', () => {
  it.each<[string, Input['format'], Input['platform']]>([
    [
      'Role cm-reader in namespace shop that can get configmaps, bound to the group shop-ops',
      'kubernetes-yaml',
      'kubernetes',
    ],
  ])('%s', (prompt, format, platform) => {
    const r = run(prompt, format, platform);
    expect(r.notCovered.join('\n')).not.toMatch(/writes nothing for it/);
  });
});

describe('class 4: a value is said of a kind only where the request names that kind with it', () => {
  it('a product of another cloud written as its nearest kind: its scale bounds are no ECS service maximum', () => {
    const r = run(
      'like app engine but on aws: a container from ghcr.io/acme/shop:2.1 that serves on 8081, min 2 max 9 copies',
      'terraform-aws',
      'aws',
    );
    const max = r.notCovered.find((l) => /^'max 9'/.test(l));
    if (max) expect(max).not.toMatch(/ of the ECS service/);
  });

  it('the kind asked by its name keeps it', () => {
    const r = run(
      'an ECS service on Fargate running ghcr.io/acme/shop:2.1, autoscaling min 2 max 9',
      'terraform-aws',
      'aws',
    );
    const max = r.notCovered.find((l) => /^'max 9'/.test(l));
    if (max) expect(max).toMatch(/maximum of the ECS service/);
  });

  it('a setting the reading gave to a thing named beside it is said as the reading, never as what it is of', () => {
    const r = run(
      '- vnet vnet-hub-02, 10.50.0.0/16\n- subnet snet-web 10.50.1.0/24 going out through a NAT gateway (one standard public IP, idle timeout 12 min)',
      'bicep',
      'azure',
    );
    const line = r.notCovered.find((l) => /^'(?:idle )?timeout 12 min'/.test(l));
    if (!line) return;
    expect(line).not.toMatch(/it is said of/);
  });
});
