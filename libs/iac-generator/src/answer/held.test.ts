import { codeValuesMissing, heldAsField, heldAsValue, heldByFiles, lineHeldByFiles, otherwiseWritten } from './held';

describe('whether the files hold a stated value', () => {
  const content =
    'resource "azurerm_key_vault" "main" {\n  sku_name = "standard"\n}\nos_disk { storage_account_type = "Premium_LRS" }\nlimits: { memory: 512Mi }';

  it.each([
    [{ tier: 'Standard' }, true],
    [{ tier: 'premium' }, true],
    [{ memory: '512Mi' }, true],
    [{ limits: { memory: '512Mi' } }, true],
    [{ limits: { memory: '512Mi', cpu: 2 } }, false],
    // A word any file holds is no evidence ("true" of "backup=true").
    [{ labels: { backup: 'true' } }, false],
    [{ tier: 'business critical' }, false],
    // A bare number would be found anywhere: never taken as held.
    [{ desired: 1 }, false],
    [{ retentionDays: 90, tier: 'standard' }, false],
    [{}, false],
    // A word inside another word is not the value ("stand" in "standard").
    [{ tier: 'stand' }, false],
  ])('%j: %s', (values, held) => {
    expect(heldByFiles(values, content)).toBe(held);
  });
});

describe('a number stored under a key naming its unit (retentionDays 90)', () => {
  const arm = '"properties": { "enableSoftDelete": true, "softDeleteRetentionInDays": 90, "sku": { "capacity": 30 } }';
  const hcl = 'resource "aws_cloudwatch_log_group" "main" {\n  retention_in_days = 14\n}\nsize = 90';

  it.each([
    // 'soft delete 90 days' of a key vault: the files set a retention-in-days field to 90.
    [{ retentionDays: 90 }, arm, true],
    [{ retentionDays: 14 }, hcl, true],
    // Another number, or the number under a field not named with both the setting and its unit.
    [{ retentionDays: 30 }, arm, false],
    [{ retentionDays: 90 }, hcl, false],
    [{ retentionDays: 9 }, arm, false],
    // A key that names no unit, or a value beside it that is not held, is no evidence.
    [{ capacity: 30 }, arm, false],
    [{ retentionDays: 90, tier: 'premium' }, arm, false],
  ])('%j: %s', (values, content, held) => {
    expect(heldByFiles(values, content)).toBe(held);
  });
});

describe('a quantity stated with its unit, its value stored as a bare number', () => {
  const content = 'limits:\n  memory: 512Mi\n  cpu: 500m\nreplicas: 1024';

  it.each([
    // "512Mi" is stored as memoryMb 512: held where "512Mi" is written.
    [{ memoryMb: 512 }, '512Mi', true],
    [{ cpu: 0.5 }, '500m', true],
    // Another amount, or the same number in another unit, is not it.
    [{ memoryMb: 1024 }, '1Gi', false],
    [{ memoryMb: 1024 }, '1024Mi', false],
    // Words of more than one token, or a bare number, are never looked for as written.
    [{ memoryMb: 512 }, '512 MiB', false],
    [{ desired: 1024 }, '1024', false],
  ])('%j stated as %s: %s', (values, text, held) => {
    expect(heldByFiles(values, content, text)).toBe(held);
  });
});

describe('a setting stated by its field name and value', () => {
  const yaml = 'strategy:\n  rollingUpdate:\n    maxUnavailable: 0\n    maxSurge: 1\nreplicas: 3';
  const hcl = 'rolling_update {\n  max_unavailable = "25%"\n  max_surge       = 2\n}';

  it.each([
    ['maxUnavailable 0', yaml, true],
    ['maxSurge: 1', yaml, true],
    // The other spelling of the same field (HCL's snake_case).
    ['maxUnavailable 25%', hcl, true],
    ['max_surge=2', hcl, true],
    // Another value, or a value that only starts the same, is not it.
    ['maxUnavailable 1', yaml, false],
    ['maxSurge 10', yaml, false],
    // A plain English word is no field name ("replicas 3" says nothing of which field is meant).
    ['replicas 3', yaml, false],
  ])('%s: %s', (text, content, held) => {
    expect(heldAsField(text, content)).toBe(held);
  });
});

describe('an identifier held as a value, case and all', () => {
  const content =
    'kind: StorageClass\nvolumeBindingMode: WaitForFirstConsumer\nsku = "Standard_S1"\n# Mentions VerticalPodAutoscaler in a comment\nsku: {\n  name: \'Y1\'\n}';

  it.each([
    ['WaitForFirstConsumer', true],
    ['Standard_S1', true],
    // Only in a comment: not a value of any field.
    ['VerticalPodAutoscaler', false],
    // Another case is another value; an English word is never taken as one.
    ['waitforfirstconsumer', false],
    ['StorageClass', true],
    ['standard', false],
    // A short tier code is held only as a whole value ("name: 'Y1'"), never inside another.
    ['Y1', true],
    ['S1', false],
    ['P1v3', false],
  ])('%s: %s', (word, held) => {
    expect(heldAsValue(word, content)).toBe(held);
  });

  it('judges a line by the words it quotes', () => {
    expect(
      lineHeldByFiles("'maxSurge 1' (maximum surge: nothing in this request that it applies to)", 'maxSurge: 1'),
    ).toBe(true);
    expect(
      lineHeldByFiles("'maxSurge 2' (maximum surge: nothing in this request that it applies to)", 'maxSurge: 1'),
    ).toBe(false);
  });
});

describe('a reference stated as such, written otherwise', () => {
  it.each([
    // Written as another build of it: not held as stated.
    ['nginx:1.27', 'image: nginxinc/nginx-unprivileged:1.27', true],
    ['nginx:1.27', 'image: nginx:1.27-alpine', true],
    ['nginx:1.27', 'image: nginx:1.27', false],
    // A registry written apart is the same reference; a registry put before it too.
    ['ghcr.io/acme/api:1.4', 'docker_image_name = "acme/api:1.4"\ndocker_registry_url = "https://ghcr.io"', false],
    ['nginx:1.27', 'image: docker.io/library/nginx:1.27', false],
    // Words that are no reference (a bare name, a time of day) are never judged so.
    ['nginx', 'image: nginxinc/nginx-unprivileged:1.27', false],
    ['06:00', 'ScheduleExpression: cron(0 6 * * ? *)', false],
  ])('%s in %j: %s', (text, content, otherwise) => {
    expect(otherwiseWritten({ image: text }, content, text)).toBe(otherwise);
  });
});

describe('a value spelled as code that a honoured setting states must be in the files (read is not written)', () => {
  it.each<[string, string, string[]]>([
    ['Standard_B2s', 'sku = "Standard_B1s"', ['Standard_B2s']],
    ['a db-custom-2-7680 machine', 'tier = "db-custom-2-7680"', []],
    ['image redis:7.2 (a reference, judged apart)', 'image: redis:7.3', []],
    // Case aside: "p1v3" is the plan P1v3.
    ['p1v3', 'name: P1v3', []],
    // Amounts are converted by writers, versions said as such and short codes are judged elsewhere.
    ['keep it 4 days', 'message_retention_seconds = 345600', []],
    ['a 90-day window', 'rotation_period = "7776000s"', []],
    ['Postgres v16', 'version = "16"', []],
    ['premium P1', 'family: P\ncapacity: 1', []],
  ])('%s in %j', (text, content, missing) => {
    expect(codeValuesMissing(text, content)).toEqual(missing);
  });
});
