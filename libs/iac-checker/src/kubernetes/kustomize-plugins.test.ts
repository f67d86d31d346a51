/**
 * kustomize's built-in plugins are configured by files of their own (`apiVersion: builtin`, `kind:
 * LabelTransformer`) that a kustomization names under `transformers` or `generators`: kustomize's
 * configuration, not Kubernetes manifests (found on public overlays, where every such file was
 * called an unknown kind).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['kubernetes-yaml']), 30000);

const FILES = ['kustomization.yaml', 'team-labels.yaml', 'image-tag.yaml'];
const overlay = () =>
  FILES.map((name) => ({
    path: `overlays/staging/${name}`,
    content: readFileSync(join(__dirname, 'fixtures/kustomize-plugins', name), 'utf8'),
  }));
const validation = (found: { code: string; severity: string; file: string; line: number }[]) =>
  found
    .filter((d) => d.severity !== 'info' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => `${d.file}:${d.line} ${d.code}`);

describe('the configuration of kustomize’s built-in plugins is not a manifest', () => {
  it('a LabelTransformer and an ImageTagTransformer named under transformers have no validation error', async () => {
    expect(validation(await checkFiles(overlay(), 'kubernetes-yaml'))).toEqual([]);
  });

  it('is known by its apiVersion alone, without the kustomization beside it', async () => {
    const [, labels] = overlay();
    expect(validation(await checkFiles([labels], 'kubernetes-yaml'))).toEqual([]);
  });

  it('a misspelt group is still an unknown kind, and a real manifest beside them is still checked', async () => {
    const [, labels] = overlay();
    const misspelt = { ...labels, content: labels.content.replace('apiVersion: builtin', 'apiVersion: builtins') };
    const found = await checkFiles([misspelt], 'kubernetes-yaml');
    expect(found.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['kubernetes.unknown-kind']);
    const configMap = {
      path: 'overlays/staging/cm.yaml',
      content: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndat:\n  a: b\n',
    };
    const withManifest = await checkFiles([...overlay(), configMap], 'kubernetes-yaml');
    expect(validation(withManifest)).toEqual(['overlays/staging/cm.yaml:5 kubernetes.unknown-field']);
  });
});
