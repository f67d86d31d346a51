/**
 * Kubernetes manifests: every document's apiVersion and kind against the built-in API (removed
 * versions named with their replacement), then every field against the API's models, strictly
 * (an unknown field such as a misspelt `replica` is an error), required fields and value types.
 * The models are bundled from @kubernetes/client-node (scripts/schemas/kubernetes-api.mjs).
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type KubernetesApi as Api, kubernetesApi } from '@infragen/iac-schemas';
import { type Findings } from '../diagnostics';
import { type DocEntry, type DocMap, type DocNode, get, text } from '../parse/doc/ast';
import { closest } from '../suggest';
import { isKustomizeApi, isPatchDirective } from './kustomize';
import { type Filled } from './kustomize-fills';
import { REMOVED_APIS } from './removed-apis';

const K = DiagnosticMessages.checks.kubernetes;

/** Maps whose values are quantities (`cpu: 1` and `cpu: "500m"` are both right). */
const QUANTITY_MAPS = new Set([
  'limits',
  'requests',
  'hard',
  'capacity',
  'allocatable',
  'default',
  'defaultRequest',
  'max',
  'min',
  'maxLimitRequestRatio',
  'overhead',
]);
const QUANTITY_FIELDS = new Set(['sizeLimit', 'storage', 'averageValue']);

export function validateKubernetesDocument(root: DocNode, f: Findings, filled?: Filled): void {
  if (root.kind !== 'map') return f.error('kubernetes.not-an-object', K.notAnObject, root.span);
  const apiVersionNode = get(root, 'apiVersion');
  const kindNode = get(root, 'kind');
  const apiVersion = text(apiVersionNode);
  const kind = text(kindNode);
  if (!apiVersion) f.error('kubernetes.missing-api-version', K.missingApiVersion, root.span);
  if (!kind) f.error('kubernetes.missing-kind', K.missingKind, root.span);
  if (!apiVersion || !kind) return;
  // A Kustomization, a kustomize Component or a built-in plugin's configuration (`apiVersion: builtin`) is
  // kustomize's own file, whatever its name: not a manifest.
  if (isKustomizeApi(apiVersion)) return;
  // `v1` `Config` is kubectl's client configuration (clientcmd's kubeconfig), never an object of the API.
  if (apiVersion === 'v1' && kind === 'Config') return f.info('kubernetes.not-checked', K.kubeconfig, kindNode!.span);
  // `apiVersion: $API_VERSION` (or `${KIND}`): a shell or envsubst variable filled in before the
  // manifest is applied; what it will be cannot be judged.
  const placeholder = [apiVersionNode, kindNode].find((n) => /^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(text(n) ?? ''));
  if (placeholder) return f.info('kubernetes.not-checked', K.placeholder(text(placeholder)!), placeholder.span);
  // `kind: List` (what `kubectl get -o yaml` writes, and kubectl applies): each item is a manifest.
  // So is any `<Kind>List` with items (`rbac.authorization.k8s.io/v1` RoleBindingList): kubectl
  // takes an object with an `items` list as a list, whatever its group.
  const items = get(root, 'items');
  // `items:` left empty (null) is a list with nothing in it, as kubectl reads it.
  const noItems = !items || (items.kind === 'scalar' && items.value === null);
  const listOfGroup = /.List$/.test(kind) && items?.kind === 'seq' && !kubernetesApi().kinds[apiVersion]?.[kind];
  // A v1 list is `List` or the list of a v1 kind (`ConfigMapList`), not any kind ending in List.
  const v1List = apiVersion === 'v1' && (kind === 'List' || !!kubernetesApi().kinds.v1?.[kind.replace(/List$/, '')]);
  if ((v1List && /List$/.test(kind) && (items?.kind === 'seq' || noItems)) || listOfGroup) {
    for (const item of items?.kind === 'seq' ? items.items : []) validateKubernetesDocument(item, f, filled);
    return;
  }
  const removed = REMOVED_APIS[`${apiVersion} ${kind}`];
  if (removed) {
    f.error(
      'kubernetes.removed-api-version',
      K.removedApiVersion(apiVersion, kind, removed[0], removed[1]),
      apiVersionNode!.span,
      {
        fixHint: `apiVersion: ${removed[1]}`,
      },
    );
    return;
  }
  const api = kubernetesApi();
  const group = api.kinds[apiVersion];
  if (!group) {
    const builtInGroup =
      Object.keys(api.kinds).some((gv) => gv.split('/')[0] === apiVersion.split('/')[0]) || !apiVersion.includes('/');
    if (builtInGroup) {
      const candidates = Object.entries(api.kinds)
        .filter(([, kinds]) => kinds[kind])
        .map(([gv]) => gv);
      f.error('kubernetes.unknown-kind', K.unknownKind(apiVersion, kind), apiVersionNode!.span, {
        fixHint: candidates.length ? DiagnosticMessages.checks.didYouMean(candidates.at(-1)!) : undefined,
      });
    } else f.info('kubernetes.unknown-api-version', K.unknownApiVersion(apiVersion), apiVersionNode!.span);
    return;
  }
  const entry = group[kind];
  if (!entry) {
    const hint = closest(kind, Object.keys(group));
    const elsewhere = Object.entries(api.kinds).find(([, kinds]) => kinds[kind])?.[0];
    f.error('kubernetes.unknown-kind', K.unknownKind(apiVersion, kind), kindNode!.span, {
      fixHint: hint
        ? DiagnosticMessages.checks.didYouMean(hint)
        : elsewhere
          ? DiagnosticMessages.checks.didYouMean(`apiVersion: ${elsewhere}`)
          : undefined,
    });
    return;
  }
  const metadata = get(root, 'metadata');
  if (!text(get(metadata, 'name')) && !text(get(metadata, 'generateName')))
    f.error('kubernetes.missing-name', K.missingName, (metadata ?? root).span);
  walk(api, withoutSopsMetadata(root), api.models[entry[0]], kind, kind, f, filled);
}

/**
 * A manifest encrypted with SOPS carries SOPS's metadata beside its fields (`sops: {mac,
 * lastmodified, age, ...}`), which SOPS removes when it decrypts the file before it is applied
 * (Flux's kustomize-controller, `sops -d | kubectl apply`): not a field of the object.
 */
function withoutSopsMetadata(root: DocMap): DocMap {
  const isSops = (e: DocEntry) =>
    e.key === 'sops' && e.value.kind === 'map' && e.value.entries.some((x) => x.key === 'mac');
  return root.entries.some(isSops) ? { ...root, entries: root.entries.filter((e) => !isSops(e)) } : root;
}

function walk(
  api: Api,
  node: DocNode,
  model: Api['models'][number],
  where: string,
  path: string,
  f: Findings,
  filled?: Filled,
): void {
  if (node.kind !== 'map') return;
  const names = Object.keys(model.f);
  for (const e of node.entries) {
    const code = model.f[e.key];
    if (code === undefined && isPatchDirective(e.key)) {
      // A strategic-merge directive (`$patch: delete`) belongs in a patch a kustomization names,
      // where it is no error (kubernetes/kustomize.ts); in a whole manifest it is one.
      f.error('kubernetes.patch-directive', K.patchDirective(e.key), e.keySpan, { path: `${path}.${e.key}` });
      continue;
    }
    if (code === undefined) {
      const hint = closest(e.key, names);
      f.error('kubernetes.unknown-field', K.unknownField(`\`${where}\``, e.key), e.keySpan, {
        path: `${path}.${e.key}`,
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
      continue;
    }
    value(api, e.value, code, e.key, `${path}.${e.key}`, f, false, filled);
  }
  // What a kustomization that builds the file makes (kustomize-fills.ts) is not missing.
  const missing = (model.r ?? []).filter((r) => !node.entries.some((e) => e.key === r) && !filled?.(where, r));
  if (missing.length) f.error('kubernetes.missing-field', K.missingField(`\`${where}\``, missing), node.span, { path });
}

function value(
  api: Api,
  node: DocNode,
  code: string,
  name: string,
  path: string,
  f: Findings,
  quantity = false,
  filled?: Filled,
): void {
  if (node.kind === 'scalar' && node.value === null) return;
  const mismatch = (expected: string) =>
    f.error('kubernetes.type-mismatch', K.typeMismatch(name, expected, kindName(node)), node.span, { path });
  const scalar = node.kind === 'scalar' ? node.value : undefined;
  switch (code[0]) {
    case 's':
    case 'd':
    case 'y':
      if (node.kind !== 'scalar') return mismatch('a string');
      if (node.yaml11Bool !== undefined) return yaml11String(node, name, path, f);
      if (typeof scalar !== 'string' && !((quantity || QUANTITY_FIELDS.has(name)) && typeof scalar === 'number'))
        return mismatch('a string (quote it)');
      return;
    case 'i':
      if (typeof scalar !== 'number' || !Number.isInteger(scalar)) return mismatch('an integer');
      return;
    case 'n':
      if (typeof scalar !== 'number') return mismatch('a number');
      return;
    case 'b':
      // kubectl reads YAML 1.1 (go-yaml): an unquoted yes, no, on or off is a boolean there.
      if (typeof scalar !== 'boolean' && !(node.kind === 'scalar' && node.yaml11Bool !== undefined))
        return mismatch('true or false');
      return;
    case 'x':
      if (node.kind === 'scalar' && node.yaml11Bool !== undefined) return yaml11String(node, name, path, f);
      if (typeof scalar !== 'number' && typeof scalar !== 'string') return mismatch('a number or a string');
      return;
    case 'l':
      if (node.kind !== 'seq') return mismatch('a list');
      node.items.forEach((item, i) => value(api, item, code.slice(1), name, `${path}[${i}]`, f, false, filled));
      return;
    case 'm':
      if (node.kind !== 'map') return mismatch('a map');
      for (const e of node.entries)
        value(api, e.value, code.slice(1), e.key, `${path}.${e.key}`, f, QUANTITY_MAPS.has(name) || quantity, filled);
      return;
    case 'o':
      if (node.kind !== 'map') return mismatch('an object');
      walk(api, node, api.models[Number(code.slice(1))], path.replace(/\[\d+\]/g, '[]'), path, f, filled);
      return;
  }
}

/**
 * An unquoted yes, no, on, off, y or n where a string is wanted: a YAML 1.1 reader (kubectl while
 * sigs.k8s.io/yaml decoded with goyaml.v2) makes it a boolean, which the API refuses for a string
 * field (a ConfigMap's `data`, a label, an env value); goyaml.v3 keeps it a string. Which kubectl
 * applies it is unknown here, so a warning, not an error.
 */
function yaml11String(node: DocNode, name: string, path: string, f: Findings): void {
  f.warning('kubernetes.yaml11-boolean', K.yaml11BooleanString(name, String(text(node))), node.span, {
    path,
    fixHint: `${name}: "${text(node)}"`,
  });
}

function kindName(n: DocNode): string {
  if (n.kind === 'map') return 'an object';
  if (n.kind === 'seq') return 'a list';
  return typeof n.value === 'string' ? 'a string' : typeof n.value === 'number' ? 'a number' : 'a boolean';
}
