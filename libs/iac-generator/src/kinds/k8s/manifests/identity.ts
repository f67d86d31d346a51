/**
 * Service accounts and RBAC as manifests, least privilege: read-only verbs, scoped to the namespace unless asked
 * otherwise.
 */
import { type Component } from '../../../model/types';
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';

export const subject = (c: Component, x: K8sContext) => [
  { kind: 'ServiceAccount', name: x.name(c.ref.subject as Component), namespace: x.namespace() },
];

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

/** A role's rules: the verbs and resources asked for, one rule per API group; read-only on `fallback` otherwise. */
export function rulesOf(
  c: Component,
  fallback: string[],
): { apiGroups: string[]; resources: string[]; resourceNames?: string[]; verbs: string[] }[] {
  const resources = c.attrs.rbacResources ?? fallback;
  const verbs = c.attrs.rbacVerbs?.length ? c.attrs.rbacVerbs : ['get', 'list', 'watch'];
  const groups = [...new Set(resources.map((r) => API_GROUP[r] ?? ''))];
  // Objects asked for by name: the rules grant those objects only, not every one of their kind.
  const resourceNames = c.attrs.rbacResourceNames?.length ? c.attrs.rbacResourceNames : undefined;
  return groups.map((g) => ({
    apiGroups: [g],
    resources: resources.filter((r) => (API_GROUP[r] ?? '') === g),
    ...(resourceNames ? { resourceNames } : {}),
    verbs,
  }));
}

export const IDENTITY_MANIFESTS: Record<string, ManifestWriter> = {};
