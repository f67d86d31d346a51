/**
 * KUTTL's assertion files and the objects a Chainsaw test applies or asserts are partial objects,
 * not manifests (found on public operators' end-to-end tests, where every `NN-assert.yaml`, every
 * step merged into an earlier object and every JMESPath key was called an error).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const step = (name: string) => ({
  path: `tests/e2e/orders/${name}`,
  content: readFileSync(join(__dirname, 'fixtures/kuttl-step', name), 'utf8'),
});
const errors = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.file}:${d.line} ${d.code}`);

describe('a KUTTL step’s assertions are partial objects', () => {
  it('a Deployment’s status and a Pod found by its label have no validation error', async () => {
    expect(await errors([step('00-install.yaml'), step('00-assert.yaml')])).toEqual([]);
  });

  it('a misspelt field in an assertion, or the same objects in a manifest, are still errors', async () => {
    const assert = step('00-assert.yaml');
    const misspelt = { ...assert, content: assert.content.replace('readyReplicas', 'readyReplica') };
    expect(await errors([misspelt])).toEqual(['tests/e2e/orders/00-assert.yaml:7 kubernetes.unknown-field']);
    const manifest = { ...assert, path: 'tests/e2e/orders/orders.yaml' };
    expect(await errors([manifest])).toEqual(['tests/e2e/orders/orders.yaml:12 kubernetes.missing-name']);
  });
});

const chainsaw = (name: string) => ({
  path: `tests/e2e/relabel/${name}`,
  content: readFileSync(join(__dirname, 'fixtures/chainsaw-test', name), 'utf8'),
});

describe('the objects a Chainsaw test names in its steps are partial objects', () => {
  it('a step merged into an earlier Deployment and an assertion with a JMESPath key have no validation error', async () => {
    const files = ['chainsaw-test.yaml', 'relabel.yaml', 'assert-labelled.yaml'].map(chainsaw);
    expect(await errors(files)).toEqual([]);
  });

  it('without the test naming them they are judged as manifests; a misspelt field in them still is an error', async () => {
    const [test, relabel, assert] = ['chainsaw-test.yaml', 'relabel.yaml', 'assert-labelled.yaml'].map(chainsaw);
    expect(await errors([relabel, assert])).toEqual([
      'tests/e2e/relabel/relabel.yaml:9 kubernetes.missing-field',
      'tests/e2e/relabel/assert-labelled.yaml:9 kubernetes.unknown-field',
      'tests/e2e/relabel/assert-labelled.yaml:11 kubernetes.missing-field',
      'tests/e2e/relabel/assert-labelled.yaml:13 kubernetes.missing-field',
      'tests/e2e/relabel/assert-labelled.yaml:14 kubernetes.type-mismatch',
      'tests/e2e/relabel/assert-labelled.yaml:18 kubernetes.missing-api-version',
      'tests/e2e/relabel/assert-labelled.yaml:18 kubernetes.missing-kind',
    ]);
    const misspelt = { ...relabel, content: relabel.content.replace('template:', 'templat:') };
    expect(await errors([test, misspelt, assert])).toEqual([
      'tests/e2e/relabel/relabel.yaml:9 kubernetes.unknown-field',
    ]);
    // An applied step's value of the wrong type is still one (only an assertion's values are patterns).
    const wrongType = { ...relabel, content: relabel.content.replace('spec:\n', 'spec:\n  replicas: many\n') };
    expect(await errors([test, wrongType, assert])).toEqual([
      'tests/e2e/relabel/relabel.yaml:9 kubernetes.type-mismatch',
    ]);
  });
});
