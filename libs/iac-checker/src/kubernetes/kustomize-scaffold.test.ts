/**
 * Kubebuilder's scaffold names its optional patches in commented-out lines of the kustomizations
 * (`#- manager_webhook_patch.yaml` under `#patchesStrategicMerge:`), switched on by uncommenting:
 * the files are patches, not incomplete manifests (found on public operators' config folders).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';
import { switchedOffPatches } from './kustomize';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const FILES = [
  'default/kustomization.yaml',
  'default/manager_webhook_patch.yaml',
  'crd/kustomization.yaml',
  'crd/patches/cainjection_in_widgets.yaml',
];
const project = () =>
  FILES.map((path) => ({
    path: `config/${path}`,
    content: readFileSync(join(__dirname, 'fixtures/kustomize-scaffold', path), 'utf8'),
  }));
const errors = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'kubernetes-yaml'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.file} ${d.code}`);

describe('patches a kustomization names in commented-out lines are patches', () => {
  it('a webhook patch and a CA injection patch of the scaffold have no validation error', async () => {
    expect(await errors(project())).toEqual([]);
  });

  it('only lines under a patch list count: a commented-out resource is not a patch', () => {
    const [kustomization] = project();
    expect(switchedOffPatches(kustomization.content)).toEqual(['manager_webhook_patch.yaml']);
    expect(switchedOffPatches('resources:\n#- monitor.yaml\npatches:\n#- path: p.yaml\n')).toEqual(['p.yaml']);
  });

  it('without the kustomizations the same files are incomplete manifests', async () => {
    const files = project();
    expect(await errors([files[1], files[3]])).toEqual([
      'config/default/manager_webhook_patch.yaml kubernetes.missing-field',
      'config/crd/patches/cainjection_in_widgets.yaml kubernetes.missing-field',
    ]);
  });
});
