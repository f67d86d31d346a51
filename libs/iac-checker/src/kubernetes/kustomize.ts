/**
 * Kustomize patches: a file a `kustomization.yaml` names under `patches` or `patchesStrategicMerge`
 * holds only what it changes in a manifest of the base (a Deployment's image, without its selector
 * or template), so it is not a whole manifest and its missing required fields are no error, nor are
 * its strategic-merge directives (`$patch: delete`, `$retainKeys`). Only files checked together with
 * the kustomization that names them are known to be patches. A kustomize Component (`kind:
 * Component`, kustomize.config.k8s.io/v1alpha1) names patches as a Kustomization does, and either
 * is known by its apiVersion as well as by its file name.
 *
 * @example
 *   kustomizePatches([{ path: 'overlay/kustomization.yaml', content: 'patches:\n  - path: patch.yaml\n' }])
 *   // Set { 'overlay/patch.yaml' }
 */
import { parseYaml } from '../parse/doc/parse-yaml';
import { get, text } from '../parse/doc/ast';

const KUSTOMIZATION = /(^|\/)(kustomization\.ya?ml|Kustomization)$/;

/** True for a kustomization file (kustomize's configuration, not a Kubernetes manifest). */
export const isKustomization = (path: string): boolean => KUSTOMIZATION.test(path);

/**
 * kustomize's own API groups, whose files are not Kubernetes manifests: `kustomize.config.k8s.io`
 * (Kustomization, Component) and `builtin`, the configuration of kustomize's built-in plugins that a
 * kustomization names under `transformers` or `generators` (`kind: LabelTransformer`,
 * `PatchTransformer`, `HelmChartInflationGenerator`). No Kubernetes API group is called `builtin`.
 */
export const isKustomizeApi = (apiVersion: string): boolean =>
  apiVersion.startsWith('kustomize.config.k8s.io/') || apiVersion === 'builtin';

/** The keys of a strategic-merge patch's directives (`$patch`, `$retainKeys`, `$setElementOrder/x`). */
export const isPatchDirective = (key: string): boolean =>
  /^\$(patch|retainKeys|setElementOrder\/.+|deleteFromPrimitiveList\/.+)$/.test(key);

/** What a patch may leave to its base or hold as a directive: no error in a file a kustomization names. */
export const patchMayOmit = (code: string): boolean =>
  code === 'kubernetes.missing-field' || code === 'kubernetes.patch-directive';

/** The paths (as given, folders joined) of every file a kustomization among `files` names as a patch. */
export function kustomizePatches(files: readonly { path: string; content: string }[]): Set<string> {
  const patches = new Set<string>();
  for (const file of files) {
    const byName = isKustomization(file.path);
    if (!byName && !file.content.includes('kustomize.config.k8s.io/')) continue;
    const dir = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    for (const doc of parseYaml(file.content)) {
      if (!byName && !isKustomizeApi(text(get(doc.root, 'apiVersion')) ?? '')) continue;
      const named = [get(doc.root, 'patches'), get(doc.root, 'patchesStrategicMerge')];
      for (const list of named)
        for (const item of list?.kind === 'seq' ? list.items : []) {
          // `- path: patch.yaml` (patches) or `- patch.yaml` (patchesStrategicMerge); inline patches have no file.
          const path = item.kind === 'map' ? text(get(item, 'path')) : text(item);
          if (path && !path.includes('\n')) patches.add(joinFolder(dir, path));
        }
    }
    for (const path of switchedOffPatches(file.content)) patches.add(joinFolder(dir, path));
  }
  return patches;
}

/**
 * Patches a kustomization names in lines commented out under its patch lists: kubebuilder's
 * scaffold writes every optional patch so (`#- manager_webhook_patch.yaml`, `#- path:
 * patches/cainjection_in_x.yaml`), to be switched on by uncommenting; the files are patches all the
 * same, not whole manifests. The list's key may be commented out too (`#patchesStrategicMerge:`).
 */
export function switchedOffPatches(content: string): string[] {
  const out: string[] = [];
  let section: string | undefined;
  for (const line of content.split('\n')) {
    const key = /^#?([A-Za-z]\w*):\s*$/.exec(line);
    if (key) section = key[1];
    const item = /^\s*#+\s*-\s+(?:path:\s*)?([\w./-]+\.ya?ml)\s*$/.exec(line);
    if (item && section && /^patches/.test(section)) out.push(item[1]);
  }
  return out;
}

/** `rel` (`../base/x.yaml`) from the folder `dir`, as one path without `.` or `..`. */
export function joinFolder(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.split('/')) {
    if (p === '..') parts.pop();
    else if (p && p !== '.') parts.push(p);
  }
  return parts.join('/');
}
