/**
 * Service accounts and RBAC as manifests, least privilege: read-only verbs, scoped to the namespace unless asked
 * otherwise.
 */
import { type Component } from '../../../model/types';
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';

/**
 * Who a binding grants its role to: the groups named ("bound to the group blue-devs"), the service
 * account of this namespace, or one of another namespace by its name there ("ci-bot from the ci
 * namespace", referred to, never written).
 */
export const subject = (c: Component, x: K8sContext) => {
  const role = c.ref.role as Component | undefined;
  const groups = [...new Set([...(c.attrs.subjectGroups ?? []), ...(role?.attrs.subjectGroups ?? [])])];
  const elsewhere = c.config.subjectElsewhere as { name: string; namespace: string } | undefined;
  return [
    ...groups.map((name) => ({ kind: 'Group', apiGroup: 'rbac.authorization.k8s.io', name })),
    ...(elsewhere ? [{ kind: 'ServiceAccount', name: elsewhere.name, namespace: elsewhere.namespace }] : []),
    ...(c.ref.subject
      ? [{ kind: 'ServiceAccount', name: x.name(c.ref.subject as Component), namespace: x.namespace() }]
      : []),
  ];
};

/** The service account named for a role, which its binding grants it to. */
export const grantedTo = (c: Component, x: K8sContext) =>
  c.attrs.subjectName && c.ref.subject ? ` Granted to the service account ${x.name(c.ref.subject as Component)}.` : '';

// The API group each resource a role can name belongs to (the core group is '').
const API_GROUP: Record<string, string> = {
  deployments: 'apps',
  statefulsets: 'apps',
  daemonsets: 'apps',
  replicasets: 'apps',
  jobs: 'batch',
  cronjobs: 'batch',
  ingresses: 'networking.k8s.io',
};

type Rule = { apiGroups: string[]; resources: string[]; resourceNames?: string[]; verbs: string[] };
const groupOf = (resource: string) => API_GROUP[resource.split('/')[0]] ?? '';

/**
 * Permissions stated more than once ("get and patch deployments", then "also read pod logs"): each
 * resource with every verb said of it, less those taken off it later ("take create off services"),
 * one rule per API group and set of verbs.
 */
function statedRules(c: Component): Rule[] | undefined {
  const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
  const stated = (c.settings ?? []).filter((s) => s.family === 'rbac' && list(s.values?.rbacResources).length);
  if (stated.length < 2 || stated.some((s) => list(s.values?.rbacResourceNames).length)) return undefined;
  const verbsOf = new Map<string, Set<string>>();
  // In the order said: "take create off services" takes it off what was granted before it.
  for (const s of [...stated].sort((a, b) => (a.at ?? 0) - (b.at ?? 0)))
    for (const r of list(s.values?.rbacResources)) {
      const verbs = verbsOf.get(r) ?? new Set<string>();
      const said = list(s.values?.rbacVerbs);
      if (s.values?.rbacRevoke) for (const v of said) verbs.delete(v);
      else for (const v of said.length ? said : ['get', 'list', 'watch']) verbs.add(v);
      verbsOf.set(r, verbs);
    }
  for (const [r, verbs] of verbsOf) if (!verbs.size) verbsOf.delete(r);
  const rules = new Map<string, Rule>();
  for (const [resource, verbs] of verbsOf) {
    const key = `${groupOf(resource)}|${[...verbs].join(',')}`;
    const rule = rules.get(key) ?? { apiGroups: [groupOf(resource)], resources: [], verbs: [...verbs] };
    rule.resources.push(resource);
    rules.set(key, rule);
  }
  return [...rules.values()];
}

/** A role's rules: the verbs and resources asked for, one rule per API group; read-only on `fallback` otherwise. */
export function rulesOf(c: Component, fallback: string[]): Rule[] {
  const stated = statedRules(c);
  if (stated) return stated;
  const resources = c.attrs.rbacResources ?? fallback;
  const verbs = c.attrs.rbacVerbs?.length ? c.attrs.rbacVerbs : ['get', 'list', 'watch'];
  const groups = [...new Set(resources.map(groupOf))];
  // Objects asked for by name: the rules grant those objects only, not every one of their kind.
  const resourceNames = c.attrs.rbacResourceNames?.length ? c.attrs.rbacResourceNames : undefined;
  return groups.map((g) => ({
    apiGroups: [g],
    resources: resources.filter((r) => groupOf(r) === g),
    ...(resourceNames ? { resourceNames } : {}),
    verbs,
  }));
}

export const IDENTITY_MANIFESTS: Record<string, ManifestWriter> = {};
