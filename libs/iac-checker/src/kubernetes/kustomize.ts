/**
 * Kustomize patches: a file a `kustomization.yaml` names under `patches` or `patchesStrategicMerge`
 * holds only what it changes in a manifest of the base (a Deployment's image, without its selector
 * or template), so it is not a whole manifest and its missing required fields are no error. Only
 * files checked together with the kustomization that names them are known to be patches.
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

/** The paths (as given, folders joined) of every file a kustomization among `files` names as a patch. */
export function kustomizePatches(files: readonly { path: string; content: string }[]): Set<string> {
  const patches = new Set<string>();
  for (const file of files) {
    if (!isKustomization(file.path)) continue;
    const dir = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    for (const doc of parseYaml(file.content)) {
      const named = [get(doc.root, 'patches'), get(doc.root, 'patchesStrategicMerge')];
      for (const list of named)
        for (const item of list?.kind === 'seq' ? list.items : []) {
          // `- path: patch.yaml` (patches) or `- patch.yaml` (patchesStrategicMerge); inline patches have no file.
          const path = item.kind === 'map' ? text(get(item, 'path')) : text(item);
          if (path && !path.includes('\n')) patches.add(join(dir, path));
        }
    }
  }
  return patches;
}

function join(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.split('/')) {
    if (p === '..') parts.pop();
    else if (p && p !== '.') parts.push(p);
  }
  return parts.join('/');
}
