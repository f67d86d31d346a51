/**
 * Fields kustomize's transformers make in the resources a kustomization builds, so a resource file
 * may leave them out: `commonLabels` (or `labels` with `includeSelectors: true`) creates a
 * workload's `spec.selector` from the labels (Deployment, ReplicaSet, DaemonSet, StatefulSet), and
 * the field specs a kustomization's `configurations` files give its `namespace` and `commonLabels`
 * transformers with `create: true` make those fields too (a webhook's service namespace). A
 * kustomization's transformers reach the resources of the folders it names under `resources`,
 * `bases` or `components` as well: a base's Deployment without a selector is whole once an overlay
 * with `commonLabels` builds it. Only files checked together with the kustomizations are known.
 *
 * @example
 *   // overlay/kustomization.yaml: commonLabels: {app: shop}, resources: [deployment.yaml]
 *   kustomizeFills(files).get('overlay/deployment.yaml')?.('Deployment.spec', 'selector') // true
 */
import { type DocNode, get, text } from '../parse/doc/ast';
import { parseYaml } from '../parse/doc/parse-yaml';
import { isKustomization, isKustomizeApi, joinFolder } from './kustomize';

/** True when kustomize makes `field` of the object at `where` (`Deployment.spec`, `X.webhooks[].clientConfig.service`). */
export type Filled = (where: string, field: string) => boolean;

/** The workloads whose `spec/selector/matchLabels` kustomize's commonLabels creates. */
const SELECTOR_KINDS = new Set(['Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet']);

interface Kustomization {
  dir: string;
  root: DocNode;
}
/** What one kustomization's transformers make: selectors, and `Kind.a.b.field` paths. */
interface Makes {
  selectors: boolean;
  fields: Set<string>;
}

/** For every file a kustomization among `files` builds (directly or through folders), what kustomize fills in. */
export function kustomizeFills(files: readonly { path: string; content: string }[]): Map<string, Filled> {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const byDir = new Map<string, Kustomization>();
  for (const file of files) {
    const named = isKustomization(file.path);
    if (!named && !file.content.includes('kustomize.config.k8s.io/')) continue;
    const root = parseYaml(file.content)[0]?.root;
    if (!root || (!named && !isKustomizeApi(text(get(root, 'apiVersion')) ?? ''))) continue;
    byDir.set(dirOf(file.path), { dir: dirOf(file.path), root });
  }
  const made = new Map<string, Makes>();
  const reach = (k: Kustomization, inherited: Makes, seen: Set<string>) => {
    if (seen.has(k.dir)) return;
    seen.add(k.dir);
    const own = makes(k, byPath);
    const all: Makes = {
      selectors: inherited.selectors || own.selectors,
      fields: new Set([...inherited.fields, ...own.fields]),
    };
    for (const key of ['resources', 'bases', 'components']) {
      const list = get(k.root, key);
      for (const item of list?.kind === 'seq' ? list.items : []) {
        const ref = text(item);
        if (!ref || ref.includes('://')) continue;
        const path = joinFolder(k.dir, ref);
        const inner = byDir.get(path);
        if (inner) reach(inner, all, seen);
        else if (byPath.has(path)) {
          const before = made.get(path) ?? { selectors: false, fields: new Set<string>() };
          made.set(path, {
            selectors: before.selectors || all.selectors,
            fields: new Set([...before.fields, ...all.fields]),
          });
        }
      }
    }
  };
  for (const k of byDir.values()) reach(k, { selectors: false, fields: new Set() }, new Set());

  const fills = new Map<string, Filled>();
  for (const [path, m] of made) {
    if (!m.selectors && !m.fields.size) continue;
    fills.set(path, (where, field) => {
      const kind = where.split('.')[0];
      if (m.selectors && field === 'selector' && where === `${kind}.spec` && SELECTOR_KINDS.has(kind)) return true;
      return m.fields.has(`${where.replace(/\[\]/g, '')}.${field}`);
    });
  }
  return fills;
}

/**
 * Files a kustomization names as its own configuration, not as resources: `configurations` (field
 * specs for its transformers) and the plugin configurations under `transformers`, `generators` and
 * `validators`. They are kustomize's files, not Kubernetes manifests.
 */
export function kustomizeConfigurationFiles(files: readonly { path: string; content: string }[]): Set<string> {
  const own = new Set<string>();
  for (const file of files) {
    const named = isKustomization(file.path);
    if (!named && !file.content.includes('kustomize.config.k8s.io/')) continue;
    const root = parseYaml(file.content)[0]?.root;
    if (!root || (!named && !isKustomizeApi(text(get(root, 'apiVersion')) ?? ''))) continue;
    for (const key of ['configurations', 'transformers', 'generators', 'validators']) {
      const list = get(root, key);
      for (const item of list?.kind === 'seq' ? list.items : []) {
        const ref = text(item);
        if (ref && !ref.includes('\n')) own.add(joinFolder(dirOf(file.path), ref));
      }
    }
  }
  return own;
}

/** The fields one kustomization's own transformers make (its configurations' field specs included). */
function makes(k: Kustomization, files: ReadonlyMap<string, string>): Makes {
  const commonLabels = get(k.root, 'commonLabels');
  const labels = get(k.root, 'labels');
  const labelled = commonLabels?.kind === 'map' && commonLabels.entries.length > 0;
  const selectors =
    labelled ||
    (labels?.kind === 'seq' &&
      labels.items.some(
        (l) => get(l, 'includeSelectors')?.kind === 'scalar' && text(get(l, 'includeSelectors')) === 'true',
      ));
  const active = new Set([
    ...(labelled ? ['commonLabels'] : []),
    ...(text(get(k.root, 'namespace')) ? ['namespace'] : []),
  ]);
  const fields = new Set<string>();
  const configurations = get(k.root, 'configurations');
  for (const item of configurations?.kind === 'seq' ? configurations.items : []) {
    const content = files.get(joinFolder(k.dir, text(item) ?? ''));
    const root = content === undefined ? undefined : parseYaml(content)[0]?.root;
    for (const transformer of active) {
      const specs = get(root, transformer);
      for (const spec of specs?.kind === 'seq' ? specs.items : []) {
        const kind = text(get(spec, 'kind'));
        const path = text(get(spec, 'path'));
        if (kind && path && text(get(spec, 'create')) === 'true') fields.add(`${kind}.${path.split('/').join('.')}`);
      }
    }
  }
  return { selectors, fields };
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
