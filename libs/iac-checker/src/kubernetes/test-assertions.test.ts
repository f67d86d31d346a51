/**
 * KUTTL's assertion files are partial objects compared with the cluster, not manifests (found on a
 * public operator's end-to-end tests, where every `NN-assert.yaml` was called incomplete).
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
