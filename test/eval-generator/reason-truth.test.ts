/**
 * The truth script judges a "not covered" line's reason on the bundled schemas and the files, and a
 * honoured value spelled as code on the files (scripts/eval/reason-truth.ts; issue 24, UNT/SIL).
 */
import { accountTruth } from '../../scripts/eval/account-truth';
import { lineParts, untrueReasons, valuesNotWritten } from '../../scripts/eval/reason-truth';
import { schemaKeys } from '../../scripts/eval/schema-keys';
import { type Resource } from '../../scripts/eval/types';
import { attributeWords } from '../../scripts/eval/unread-truth';
import { request } from './fixtures';

const resource = (type: string, body: unknown): Resource => ({
  file: 'main.tf',
  name: type,
  views: [{ type, body }],
  instances: 1,
});

describe('the keys of a bundled schema, at any depth, in every format', () => {
  it.each([
    ['google_sql_database_instance', 'disk_autoresize_limit'],
    ['AWS::RDS::DBCluster', 'MaxCapacity'],
    ['Microsoft.KeyVault/vaults', 'enablePurgeProtection'],
    ['DaemonSet', 'nodeSelector'],
  ])('%s has %s', (type, key) => {
    expect(schemaKeys(type)).toContain(key);
  });

  it('knows no keys of a type no schema has', () => {
    expect(schemaKeys('Widget')).toBeUndefined();
  });
});

describe('a reason saying a resource cannot take what its schema has', () => {
  const daemonSet = [resource('DaemonSet', { spec: { template: { spec: { containers: [] } } } })];
  const words = attributeWords(daemonSet);

  it.each([
    "'only on nodes with disk=ssd' (node selector: not a setting the built-in generator writes for the DaemonSet it is said of)",
    "'pin it to ssd nodes' (node selector: nothing in this request that it applies to)",
  ])('is untrue: %s', (line) => {
    expect(untrueReasons([line], daemonSet, words)).toEqual([
      expect.stringMatching(/\[schema: DaemonSet\.nodeSelector\]$/),
    ]);
  });

  it('is true when no written type has it', () => {
    const line =
      "'warp drive on' (warp factor: not a setting the built-in generator writes for the DaemonSet it is said of)";
    expect(untrueReasons([line], daemonSet, words)).toEqual([]);
  });

  it('a reason saying only that the generator did not write it is judged on the files, not the schema', () => {
    const line =
      "'only on nodes with disk=ssd' (node selector: the built-in generator does not write it for the DaemonSet it is said of, so it was not written)";
    expect(untrueReasons([line], daemonSet, words)).toEqual([]);
  });
});

describe('a reason saying words were not written that one written attribute carries', () => {
  const redis = [
    resource('google_redis_instance', { maintenance_policy: { weekly_maintenance_window: { day: 'SUNDAY' } } }),
  ];
  const words = attributeWords(redis);

  it('is untrue', () => {
    const line =
      "'weekly' (schedule: the built-in generator does not write it for the Redis it is said of, so it was not written)";
    expect(untrueReasons([line], redis, words)).toEqual([
      expect.stringMatching(/\[written: google_redis_instance\.maintenance_policy\.weekly_maintenance_window\]$/),
    ]);
  });

  it.each([
    // A value with digits, or one said off, is not carried by its attribute being there.
    "'3 weekly windows' (schedule: not written yet by the built-in generator's Terraform writer)",
    "'weekly maintenance off' (schedule: not written yet by the built-in generator's Terraform writer)",
    // A word no attribute has.
    "'fortnightly' (schedule: not written yet by the built-in generator's Terraform writer)",
  ])('is true: %s', (line) => {
    expect(untrueReasons([line], redis, words)).toEqual([]);
  });
});

describe('the parts of a line', () => {
  it('splits the quote, the label (without its owner) and the reason', () => {
    expect(
      lineParts("'auto-grow up to 500GB' (maximum storage of the Cloud SQL instance: not written yet by X)"),
    ).toEqual({
      said: 'auto-grow up to 500GB',
      label: 'maximum storage',
      reason: 'not written yet by X',
    });
  });
});

describe('a honoured value spelled as code must be in the files', () => {
  it.each<[string, string, string[]]>([
    ['gp3', 'type: gp2', []], // three characters: too short to tell from words
    ['Standard_B2s', 'sku: Standard_B1s', ['Standard_B2s']],
    ['redis:7.2 image (a reference, judged apart)', 'image: redis:7.3', []],
    ['db-custom-4-16384', 'tier = "db-custom-2-8192"', ['db-custom-4-16384']],
    ['4 days retention', 'message_retention_seconds = 345600', []], // an amount: its unit is converted
    ['90-day rotation', 'rotation_period = "7776000s"', []],
  ])('%s in %s', (words, content, missing) => {
    expect(valuesNotWritten(words, content)).toEqual(missing);
  });

  it('is reported as untrue honoured by the account', () => {
    const truth = accountTruth({
      request: request({ prompt: 'a VM vm-1 of size Standard_B2s' }),
      declined: false,
      notCovered: [],
      covered: [{ phrase: 'a VM vm-1 of size Standard_B2s', resources: ['x'], settings: ['Standard_B2s (VM size)'] }],
      read: { resources: [], parses: true, errors: [] },
      files: [{ content: 'size = "Standard_B1s"' }],
    });
    expect(truth.untrueHonoured).toEqual(['Standard_B2s (VM size) [not in the files: Standard_B2s]']);
  });
});

describe('a line saying what was written instead', () => {
  it('calls nothing missing: undecided, never untrue, when the setting is met', () => {
    const truth = accountTruth({
      request: request({
        prompt: 'a table events clustered by a, b, c, d and e',
        settings: [{ phrase: 'clustered by a', type: 'google_bigquery_table', path: 'clustering', equals: 'a' }],
      }),
      declined: false,
      notCovered: [
        "'clustered by a, b, c, d and e' (as asked it cannot be written: at most four columns. Instead, the first four were written)",
      ],
      covered: [],
      read: {
        resources: [resource('google_bigquery_table', { clustering: ['a', 'b', 'c', 'd'] })],
        parses: true,
        errors: [],
      },
    });
    expect(truth.untrueLines).toEqual([]);
    expect(truth.undecided).toHaveLength(1);
  });
});

describe('a line about words whose setting is met by being absent', () => {
  it('is not untrue: "3 replicas" of a DaemonSet, which has none, said not written', () => {
    const truth = accountTruth({
      request: request({
        format: 'kubernetes-yaml',
        prompt: 'a daemonset agent with 3 replicas',
        settings: [{ phrase: 'with 3 replicas', type: 'DaemonSet', path: 'spec.replicas', absent: true }],
      }),
      declined: false,
      notCovered: ["'3 replicas' (a DaemonSet cannot run a set number of replicas. Nothing was written for it)"],
      covered: [],
      read: { resources: [resource('DaemonSet', { spec: { template: {} } })], parses: true, errors: [] },
    });
    expect(truth.untrueLines).toEqual([]);
  });
});
