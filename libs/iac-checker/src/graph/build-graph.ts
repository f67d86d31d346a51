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
import { type DocNode, get, text } from '../parse/doc/ast';
import { type BicepStatement } from '../parse/bicep/ast';
import { type HclFile } from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { dirOf } from '../terraform/module';
import { type Resource } from '../rules/model';
import { type ParsedFile } from '../rules/parsed-file';
import { armTarget } from '../rules/targets/arm';
import { cloudFormationTarget } from '../rules/targets/cloudformation';
import { kubernetesTarget } from '../rules/targets/kubernetes';
import { terraformTargets } from '../rules/targets/terraform';
import { bicepScope, BicepView, bodyObject } from '../rules/view/bicep';
import { DocView } from '../rules/view/doc';
import { emptyNode, type Node } from '../rules/view/node';
import { armNamer, armRefs } from './arm-refs';
import { bicepRefs } from './bicep-refs';
import { categoryOf } from './categories';
import { chooseParent, containerRank } from './containers';
import { edgeKind, KIND_RANK } from './edge-kind';
import { exposureGiven, exposureOf } from './exposure';
import { type KubeObject, kubernetesRefs } from './kubernetes-refs';
import { typeLabel } from './labels';
import { type GraphEdge, type GraphNode, type GraphNodeKind, type InfraGraph } from './types';
import { refsByPath } from './walk';
import { typeWords } from './words';

/** A resource as the builder holds it: its node's facts, its settings, and the references they make. */
interface Item {
  id: string;
  type: string;
  name: string;
  kind: GraphNodeKind;
  file: string;
  line: number;
  endLine: number;
  body: Node;
  /** References as target ids, with the settings they are written under. */
  refs: { path: string[]; to: string }[];
  /** A Kubernetes object's namespace when it is written as a name (not a reference). */
  namespace?: string;
  /** What the resource is, when its type does not say: the kind a `kubernetes_manifest` writes. */
  display?: string;
  /** A Kubernetes object's own name (`metadata.name`) and its settings read with the API's names. */
  kube?: { name: string; body: Node };
}

/**
 * Terraform resources that only compute something for others (random names, timestamps, null
 * resources): left out like the helper data sources, references through them kept.
 */
const HELPER_RESOURCES = /^(random|time|null|local|archive|tls)_/;

/** Terraform data sources that only compute something for others: folded into the references through them. */
const HELPER_DATA =
  /^(aws_iam_policy_document|aws_caller_identity|aws_region|aws_partition|aws_availability_zones|aws_ami|aws_ssm_parameter|aws_elb_service_account|aws_canonical_user_id|aws_default_tags|azurerm_client_config|azurerm_subscription|azuread_client_config|google_client_config|google_compute_zones|google_project|archive_file|template_file|local_file)$/;

/** The last line a span covers: a YAML value's span ends at the start of the next key's line. */
const lastLine = (s: Span) => (s.end.column === 1 && s.end.line > s.start.line ? s.end.line - 1 : s.end.line);

const lines = (r: Resource) => ({
  line: Math.min(r.span.start.line, r.body.span.start.line),
  endLine: Math.max(lastLine(r.span), lastLine(r.body.span)),
});

function terraformItems(files: readonly ParsedFile[]): { items: Item[]; helpers: Item[]; kube: KubeObject[] } {
  const hcl = files.flatMap((f) => (f.kind === 'hcl' ? [f.hcl] : []));
  const tfvars: HclFile[] = files.flatMap((f) => (f.kind === 'tfvars' ? [f.hcl] : []));
  const items: Item[] = [];
  const helpers: Item[] = [];
  const kube: KubeObject[] = [];
  for (const { terraform, kubernetes } of terraformTargets(hcl, tfvars)) {
    const dir = terraform.resources[0]
      ? dirOf(terraform.resources[0].file)
      : terraform.data[0]
        ? dirOf(terraform.data[0].file)
        : '';
    const idOf = (ref: string) => (dir ? `${dir}/${ref}` : ref);
    const toItem = (r: Resource, kind: GraphNodeKind): Item => ({
      id: idOf(r.ref),
      type: r.type,
      name: r.name,
      kind,
      file: r.file,
      ...lines(r),
      body: r.body,
      refs: refsByPath(r.body).map(({ path, ref }) => ({ path, to: idOf(ref) })),
    });
    for (const r of terraform.resources)
      (HELPER_RESOURCES.test(r.type) ? helpers : items).push(toItem(r, r.type === 'module' ? 'module' : 'resource'));
    for (const r of terraform.data) (HELPER_DATA.test(r.type) ? helpers : items).push(toItem(r, 'data'));
    for (const k of kubernetes.resources) {
      const ns = k.body.get('metadata')?.get('namespace');
      const literal = ns && ns.refs().length === 0 ? ns.value() : undefined;
      const own = k.body.get('metadata')?.get('name')?.value();
      kube.push({
        id: idOf(k.ref),
        kind: k.type,
        name: typeof own === 'string' ? own : k.name,
        namespace: typeof literal === 'string' ? literal : undefined,
        body: k.body,
      });
    }
  }
  for (const k of kube) {
    const item = items.find((i) => i.id === k.id);
    if (!item) continue;
    if (k.namespace) item.namespace = k.namespace;
    item.kube = { name: k.name, body: k.body };
    if (item.type === 'kubernetes_manifest') item.display = k.kind;
  }
  return { items, helpers, kube };
}

function cloudFormationItems(root: DocNode | undefined, file: string): Item[] {
  const section = get(root, 'Resources');
  return cloudFormationTarget(root, file).resources.map((r) => {
    const whole = get(section, r.name);
    const depends = get(whole, 'DependsOn');
    const dependsOn = depends?.kind === 'seq' ? depends.items.map(text) : depends ? [text(depends)] : [];
    return {
      id: r.ref,
      type: r.type,
      name: r.name,
      kind: 'resource',
      file,
      line: r.span.start.line,
      endLine: whole ? lastLine(whole.span) : lastLine(r.span),
      body: r.body,
      refs: [
        ...refsByPath(r.body).map(({ path, ref }) => ({ path, to: ref })),
        ...dependsOn.flatMap((d) => (d ? [{ path: ['DependsOn'], to: d }] : [])),
      ],
    };
  });
}

function armItems(root: DocNode | undefined, file: string): Item[] {
  const namer = armNamer(root);
  // Names the rules' reading leaves unknown (`concat('st', uniqueString(...))`) worked out here.
  const resources = armTarget(root, file).resources.map((r) => {
    if (r.name) return r;
    const raw = r.body instanceof DocView ? text(get(r.body.node, 'name')) : undefined;
    return { ...r, name: (raw !== undefined && namer(raw)) || '' };
  });
  const idOf = (r: Resource, i: number) => `${r.type}/${r.name || `#${i + 1}`}`;
  const byKey = new Map<string, string>();
  resources.forEach((r, i) => {
    if (!r.name) return;
    byKey.set(`${r.type.toLowerCase()}|${r.name.toLowerCase()}`, idOf(r, i));
    byKey.set(`|${r.name.toLowerCase()}`, idOf(r, i));
  });
  // A reference to a child that is not declared (a subnet written inside its network) is one to its parent.
  const target = (type: string | undefined, name: string): string | undefined => {
    const key = `${(type ?? '').toLowerCase()}|${name.toLowerCase()}`;
    if (byKey.has(key)) return byKey.get(key);
    if (type && type.split('/').length > 2 && name.includes('/'))
      return target(type.slice(0, type.lastIndexOf('/')), name.slice(0, name.lastIndexOf('/')));
    return undefined;
  };
  return resources.map((r, i) => {
    const node = r.body instanceof DocView ? r.body.node : undefined;
    const refs = node
      ? armRefs(node, namer).flatMap(({ path, type, name }) => {
          const to = target(type, name);
          return to ? [{ path, to }] : [];
        })
      : [];
    // A child resource (declared inside its parent, or named `parent/child`) refers to its parent.
    if (r.type.split('/').length > 2 && r.name.includes('/')) {
      const parent = target(r.type.slice(0, r.type.lastIndexOf('/')), r.name.slice(0, r.name.lastIndexOf('/')));
      if (parent) refs.push({ path: ['parent'], to: parent });
    }
    return {
      id: idOf(r, i),
      type: r.type,
      name: r.name,
      kind: r.body.get('existing')?.value() === true ? 'existing' : 'resource',
      file,
      ...lines(r),
      body: r.body,
      refs,
    };
  });
}

function bicepItems(statements: BicepStatement[], file: string, text: string): Item[] {
  const scope = bicepScope(statements);
  const children = new Map<string, Set<string>>();
  const collectNames = (list: BicepStatement[]) => {
    for (const s of list) {
      if (s.kind !== 'resource' || !s.name) continue;
      const body = bodyObject(s.value);
      const nested = (body?.resources ?? []).flatMap((c) => (c.kind === 'resource' && c.name ? [c.name] : []));
      if (nested.length) children.set(s.name, new Set(nested));
      if (body) collectNames(body.resources);
    }
  };
  collectNames(statements);
  const names = { resources: scope.resources, children, text };
  const out: Item[] = [];
  const named: { id: string; type: string; view: Node; refs: Item['refs'] }[] = [];
  const visit = (list: BicepStatement[], parent: { id: string; type: string } | undefined) => {
    for (const s of list) {
      if ((s.kind !== 'resource' && s.kind !== 'module') || !s.name || !s.typeRef) continue;
      const raw = s.typeRef.text.replace(/^'|'$/g, '').split('@')[0];
      const type = s.kind === 'module' ? 'module' : parent && !raw.includes('/') ? `${parent.type}/${raw}` : raw;
      const body = bodyObject(s.value);
      const view = body ? new BicepView(body, scope) : emptyNode(s.span);
      const refs = body ? bicepRefs(body, names).map(({ path, ref }) => ({ path, to: ref })) : [];
      if (parent) refs.push({ path: ['parent'], to: parent.id });
      else if (type.split('/').length > 2 && !refs.some((r) => r.path[0] === 'parent'))
        named.push({ id: s.name, type, view, refs });
      out.push({
        id: s.name,
        type,
        name: s.name,
        kind: s.kind === 'module' ? 'module' : s.existing ? 'existing' : 'resource',
        file,
        line: s.span.start.line,
        endLine: s.span.end.line,
        body: view,
        refs,
      });
      if (body && s.kind === 'resource') visit(body.resources, { id: s.name, type });
    }
  };
  visit(statements, undefined);
  // A child written at the top with the name `parent/child` (and no `parent:`) sits in the
  // resource of its parent type named `parent`.
  for (const child of named) {
    const name = child.view.get('name')?.value();
    if (typeof name !== 'string' || !name.includes('/')) continue;
    const parentType = child.type.slice(0, child.type.lastIndexOf('/')).toLowerCase();
    const parentName = name.slice(0, name.lastIndexOf('/'));
    const parent = out.find((o) => o.type.toLowerCase() === parentType && o.body.get('name')?.value() === parentName);
    if (parent) child.refs.push({ path: ['parent'], to: parent.id });
  }
  return out;
}

function kubernetesItems(files: readonly ParsedFile[]): { items: Item[]; kube: KubeObject[] } {
  const items: Item[] = [];
  const kube: KubeObject[] = [];
  for (const f of files) {
    if (f.kind !== 'yaml') continue;
    for (const r of kubernetesTarget(f.docs, f.path).resources) {
      const ns = r.body.get('metadata')?.get('namespace')?.value();
      const namespace = typeof ns === 'string' && r.type !== 'Namespace' ? ns : undefined;
      const id = namespace ? `${r.type}/${namespace}/${r.name}` : `${r.type}/${r.name}`;
      items.push({
        id,
        type: r.type,
        name: r.name,
        kind: 'resource',
        file: f.path,
        ...lines(r),
        body: r.body,
        refs: [],
        namespace,
        kube: { name: r.name, body: r.body },
      });
      kube.push({ id, kind: r.type, name: r.name, namespace, body: r.body });
    }
  }
  return { items, kube };
}

/** The type that says what a resource is (a manifest's kind, else its type). */
const what = (i: Item) => i.display ?? i.type;

const isTerraform = (format: FormatId) => format === 'terraform' || format.startsWith('terraform-');

/** The items of an answer's files and the Kubernetes objects among them. */
function collect(
  files: readonly ParsedFile[],
  format: FormatId,
): { items: Item[]; helpers: Item[]; kube: KubeObject[] } {
  if (isTerraform(format)) return terraformItems(files);
  const items: Item[] = [];
  let kube: KubeObject[] = [];
  for (const f of files) {
    if (format === 'cloudformation' && f.kind === 'yaml') items.push(...cloudFormationItems(f.docs[0]?.root, f.path));
    else if (format === 'cloudformation' && f.kind === 'json') items.push(...cloudFormationItems(f.doc.root, f.path));
    else if (format === 'arm' && f.kind === 'json') items.push(...armItems(f.doc.root, f.path));
    else if (format === 'bicep' && f.kind === 'bicep') items.push(...bicepItems(f.bicep.statements, f.path, f.content));
  }
  if (format === 'kubernetes-yaml') {
    const k = kubernetesItems(files);
    items.push(...k.items);
    kube = k.kube;
  }
  return { items, helpers: [], kube };
}

/** Two declarations with one id (a resource named twice): the first is drawn, as Terraform reports the second. */
function unique(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.id) && seen.add(i.id));
}

/** Parts whose type does not start with their owner's, and the setting naming the owner. */
const FOLD_VIA: Record<string, string[]> = {
  aws_vpc_security_group_ingress_rule: ['security_group_id'],
  aws_vpc_security_group_egress_rule: ['security_group_id'],
  aws_kms_alias: ['target_key_id', 'TargetKeyId'],
  aws_route: ['route_table_id'],
  aws_ec2_route: ['RouteTableId'],
  azurerm_network_security_rule: ['network_security_group_name'],
};

/**
 * Resources that are settings of another one, written apart (`aws_s3_bucket_policy` of a bucket,
 * `aws_security_group_rule` of a group, `aws_lb_listener` of a load balancer, an ARM
 * `storageAccounts/blobServices` of its account): a resource whose type is another's type plus
 * more words, and which refers to that one. Each is folded into the one it sets (the longest such
 * type), so the diagram shows the bucket once, with what its parts refer to.
 */
function owners(items: readonly Item[]): Map<string, string> {
  const words = new Map(items.map((i) => [i.id, typeWords(i.type)]));
  const out = new Map<string, string>();
  for (const i of items) {
    if (containerRank(i.type) !== undefined || i.kind !== 'resource') continue;
    const mine = words.get(i.id)!;
    const via = FOLD_VIA[mine];
    if (via) {
      const owner = i.refs.find((r) => via.includes(r.path[0]) && items.some((o) => o.id === r.to));
      if (owner) out.set(i.id, owner.to);
      continue;
    }
    const owner = i.refs
      .map((r) => items.find((o) => o.id === r.to))
      .filter((o): o is Item => !!o && o.id !== i.id && mine.startsWith(`${words.get(o.id)}_`))
      .sort((a, b) => words.get(b.id)!.length - words.get(a.id)!.length)[0];
    if (owner) out.set(i.id, owner.id);
  }
  return out;
}

export function buildGraph(files: readonly ParsedFile[], format: FormatId): InfraGraph {
  const collected = collect(files, format);
  const all = unique(collected.items);
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
          return throughGroup && target?.parent ? [target.parent] : [];
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
