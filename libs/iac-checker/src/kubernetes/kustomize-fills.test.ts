/**
 * Resources a kustomization builds may leave out what its transformers make: a Deployment's
 * selector under `commonLabels`, a webhook's service namespace its `configurations` create (found
 * on public kustomize bases, whose Deployments without selectors were called incomplete).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const FILES = [
  'base/kustomization.yaml',
  'base/deployment.yaml',
  'base/webhook.yaml',
  'overlay/kustomization.yaml',
  'overlay/fieldspecs.yaml',
];
const project = () =>
  FILES.map((path) => ({ path, content: readFileSync(join(__dirname, 'fixtures/kustomize-labels', path), 'utf8') }));
const errors = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.file}:${d.line} ${d.code}`);
const SELECTOR = 'base/deployment.yaml:7 kubernetes.missing-field';
const NAMESPACE = 'base/webhook.yaml:12 kubernetes.missing-field';

describe('what kustomize’s transformers make is not missing from the resources it builds', () => {
  it('a base Deployment without a selector and a webhook without its service namespace, built by an overlay that makes them', async () => {
    expect(await errors(project())).toEqual([]);
  });

  it('the base alone is still incomplete', async () => {
    expect(await errors(project().slice(0, 3))).toEqual([SELECTOR, NAMESPACE]);
  });

  it('without the configurations only the selector is made; labels without includeSelectors make none', async () => {
    // The overlay without its configurations (and the field specs file it named).
    const files = project().slice(0, 4);
    files[3] = { ...files[3], content: files[3].content.replace(/configurations:\n.*\n/, '') };
    expect(await errors(files)).toEqual([NAMESPACE]);
    files[3] = {
      ...files[3],
      content: files[3].content.replace(
        'commonLabels:\n  app: ledger-api',
        'labels:\n  - pairs:\n      app: ledger-api',
      ),
    };
    expect(await errors(files)).toEqual([SELECTOR, NAMESPACE]);
    files[3] = {
      ...files[3],
      content: files[3].content.replace('  - pairs:', '  - includeSelectors: true\n    pairs:'),
    };
    expect(await errors(files)).toEqual([NAMESPACE]);
  });
});
