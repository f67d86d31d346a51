/**
 * The graph of what an answer's code creates (types.ts), from its files as the checker parsed them
 * (rules/parsed-file.ts), for every format the checker reads: Terraform (every provider, with
 * Kubernetes objects described through it), CloudFormation, ARM, Bicep and Kubernetes manifests.
 * Resources are read through the security rules' targets, so each format is read one way;
 * variables, parameters and outputs are left out, helper data sources (policy documents, the
 * caller's identity, the region) are folded into the references that pass through them.
 *
 * @example
 *   await loadHclParser();
 *   buildGraph(parseFiles([{ path: 'main.tf', content }], 'terraform-aws'), 'terraform-aws').nodes
 *   // [{ id: 'aws_vpc.main', typeLabel: 'VPC', category: 'network', container: true, ... }, ...]
 */
import { type FormatId } from '@infragen/contracts';
import { type ParsedFile } from '../rules/parsed-file';
import { categoryOf } from './categories';
import { chooseParent, containerRank } from './containers';
import { edgeKind, KIND_RANK } from './edge-kind';
import { exposureGiven, exposureOf } from './exposure';
import { owners } from './fold-parts';
import { type Item, what } from './item';
import { kubernetesRefs } from './kubernetes-refs';
import { typeLabel } from './labels';
import { typeWords } from './words';
import { readItems } from './read-items';
import { type GraphEdge, type GraphNode, type InfraGraph } from './types';

/**
 * The setting names the resource it belongs to by that resource's type (`storage_account_id` of
 * a blob container, `server_id` of a database, `key_vault_id` of a secret): it sits in the same
 * resource group, project or namespace (not in its network: a reference says where a resource
 * belongs, not where it runs).
 */
function namesItsOwner(path: readonly string[], type: string | undefined): boolean {
  const setting = typeWords(path.at(-1) ?? '').replace(/_(id|name)$/, '');
  return !!type && setting.length > 0 && typeWords(type).endsWith(`_${setting}`);
}

export function buildGraph(files: readonly ParsedFile[], format: FormatId): InfraGraph {
  const collected = readItems(files, format);
  const all = collected.items;
  const folded = owners(all);
  const ownerOf = (id: string) => {
    const seen = new Set<string>();
    let o = id;
    while (folded.has(o) && !seen.has(o)) {
      seen.add(o);
      o = folded.get(o)!;
    }
    return o;
  };
  const items = all.filter((i) => !folded.has(i.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const parts = new Map<string, { file: string; line: number; endLine: number }[]>();
  for (const i of all) {
    if (!folded.has(i.id)) continue;
    const owner = byId.get(ownerOf(i.id))!;
    owner.refs.push(...i.refs);
    parts.set(owner.id, [...(parts.get(owner.id) ?? []), { file: i.file, line: i.line, endLine: i.endLine }]);
  }
  const helpers = new Map(collected.helpers.map((h) => [h.id, h]));

  // References through a helper data source are references to what the helper refers to; a
  // reference to a folded part is one to what it is part of.
  const resolve = (to: string, seen = new Set<string>()): string[] => {
    if (byId.has(ownerOf(to))) return [ownerOf(to)];
    const helper = helpers.get(to);
    if (!helper || seen.has(to)) return [];
    seen.add(to);
    return helper.refs.flatMap((r) => resolve(r.to, seen));
  };

  const nodes = new Map<string, GraphNode>();
  for (const i of items)
    nodes.set(i.id, {
      id: i.id,
      type: i.type,
      name: i.name,
      typeLabel: i.kind === 'module' ? 'Module' : typeLabel(what(i)),
      category: categoryOf(what(i)),
      kind: i.kind,
      file: i.file,
      line: i.line,
      endLine: i.endLine,
      container: containerRank(what(i)) !== undefined,
      ...(parts.has(i.id) ? { parts: parts.get(i.id) } : {}),
    });

  // Namespaces written only as a name are containers the code implies.
  for (const i of items) {
    if (!i.namespace) continue;
    const declared = items.find((n) => containerRank(what(n)) === 0 && n.kube?.name === i.namespace);
    const id = declared?.id ?? `Namespace/${i.namespace}`;
    if (!nodes.has(id))
      nodes.set(id, {
        id,
        type: 'Namespace',
        name: i.namespace,
        typeLabel: 'Namespace',
        category: 'other',
        kind: 'implied',
        file: i.file,
        line: i.line,
        endLine: i.line,
        container: true,
      });
    i.refs.push({ path: ['metadata', 'namespace'], to: id });
  }

  // Containment, outermost containers first, so a container's own parent is known when it is
  // used. A resource placed through a group of subnets (a database's subnet group) sits where
  // that group sits, so resources are placed twice: groups first, then what uses them.
  const rank = (i: Item) => containerRank(what(i)) ?? 99;
  const parentOf = (id: string) => nodes.get(id)?.parent;
  // The resource group, project or namespace a resource sits in, however deep.
  const outermost = (id: string) => {
    const seen = new Set<string>();
    for (let p = parentOf(id); p && !seen.has(p); p = parentOf(p)) {
      seen.add(p);
      if (containerRank(nodes.get(p)!.type) === 0) return p;
    }
    return undefined;
  };
  const place = (i: Item) => {
    const own = containerRank(what(i));
    const candidates = i.refs
      .filter((r) => !r.path.some((p) => /^depends_?on$/i.test(p)))
      .flatMap((r) => {
        const targets = resolve(r.to).concat(nodes.get(r.to)?.kind === 'implied' ? [r.to] : []);
        const throughGroup = r.path.some((p) => /subnet|network_?interface/i.test(p));
        return targets.flatMap((to) => {
          const target = nodes.get(to);
          if (target?.container) return [to];
          if (throughGroup && target?.parent) return [target.parent];
          const holder = namesItsOwner(r.path, target?.type) ? outermost(to) : undefined;
          return holder ? [holder] : [];
        });
      })
      .filter((to) => {
        const target = nodes.get(to);
        if (!target?.container || to === i.id) return false;
        // A container sits only in a wider one (a subnet in its network, never the reverse).
        const theirs = containerRank(target.type) ?? 0;
        return own === undefined || theirs < own;
      });
    const parent = chooseParent(candidates, parentOf);
    if (parent) nodes.get(i.id)!.parent = parent;
  };
  const ordered = [...items].sort((a, b) => rank(a) - rank(b));
  for (const i of ordered) place(i);
  for (const i of ordered) if (rank(i) === 99 && !parentOf(i.id)) place(i);

  // Edges: the most telling kind for each pair; none to the containers a resource sits in.
  const edges = new Map<string, GraphEdge>();
  const add = (from: string, to: string, kind: GraphEdge['kind']) => {
    if (from === to || !nodes.has(from) || !nodes.has(to)) return;
    const key = `${from}\u0000${to}`;
    const had = edges.get(key);
    if (!had || KIND_RANK[kind] < KIND_RANK[had.kind]) edges.set(key, { from, to, kind });
  };
  const ancestors = (id: string) => {
    const out = new Set<string>();
    for (let p = parentOf(id); p && !out.has(p); p = parentOf(p)) out.add(p);
    return out;
  };
  for (const i of items) {
    const holders = ancestors(i.id);
    const from = nodes.get(i.id)!;
    for (const r of i.refs)
      for (const to of resolve(r.to)) {
        const target = nodes.get(to)!;
        // The box it sits in says that already.
        if (holders.has(to)) continue;
        const { kind, reverse } = edgeKind(r.path, from, target);
        if (reverse) add(to, i.id, kind);
        else add(i.id, to, kind);
      }
  }
  for (const r of kubernetesRefs(collected.kube)) add(r.from, r.to, r.kind);

  // Exposure: a resource's own settings, then what other resources make public.
  for (const i of all) {
    const own = exposureOf(what(i), i.display ? (i.kube?.body ?? i.body) : i.body);
    if (own) nodes.get(ownerOf(i.id))!.exposure ??= own;
  }
  for (const i of all) {
    const given = exposureGiven(i.type, i.body);
    if (!given) continue;
    for (const r of i.refs)
      if (r.path[0] === given.via) for (const to of resolve(r.to)) nodes.get(to)!.exposure ??= given.exposure;
  }

  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
