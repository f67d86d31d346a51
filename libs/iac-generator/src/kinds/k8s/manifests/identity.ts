/**
 * Service accounts and RBAC as manifests, least privilege: read-only verbs, scoped to the namespace unless asked
 * otherwise.
 */
import { type Component } from '../../../model/types';
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';

const subject = (c: Component, x: K8sContext) => [
  { kind: 'ServiceAccount', name: x.name(c.ref.subject as Component), namespace: x.namespace() },
];

/** The service account named for a role, which its binding grants it to. */
const grantedTo = (c: Component, x: K8sContext) =>
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
function rulesOf(c: Component, fallback: string[]): { apiGroups: string[]; resources: string[]; verbs: string[] }[] {
  const resources = c.attrs.rbacResources ?? fallback;
  const verbs = c.attrs.rbacVerbs?.length ? c.attrs.rbacVerbs : ['get', 'list', 'watch'];
  const groups = [...new Set(resources.map((r) => API_GROUP[r] ?? ''))];
  return groups.map((g) => ({ apiGroups: [g], resources: resources.filter((r) => (API_GROUP[r] ?? '') === g), verbs }));
}

export const IDENTITY_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.service_account': {
    write: (c, x) => {
      x.add(
        { apiVersion: 'v1', kind: 'ServiceAccount', metadata: x.meta(c), automountServiceAccountToken: false },
        'No API token is mounted into pods unless a workload opts in.',
      );
    },
  },
  'k8s.role': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'Role',
          metadata: x.meta(c),
          rules: rulesOf(c, ['configmaps']),
        },
        (c.attrs.rbacResources
          ? 'Only the verbs and resources asked for, in this namespace.'
          : 'Read-only, and only config maps in this namespace.') + grantedTo(c, x),
      );
    },
  },
  'k8s.role_binding': {
    write: (c, x) => {
      x.add({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: x.meta(c),
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: x.name(c.ref.role as Component) },
        subjects: subject(c, x),
      });
    },
  },
  'k8s.cluster_role': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'ClusterRole',
          metadata: x.meta(c, { cluster: true }),
          rules: rulesOf(c, ['nodes', 'namespaces']),
        },
        (c.attrs.rbacResources
          ? 'Only the verbs and resources asked for.'
          : 'Read-only view of nodes and namespaces; no write verbs, no secrets.') + grantedTo(c, x),
      );
      x.add({
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: x.meta(c, { cluster: true }),
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: x.name(c) },
        subjects: subject(c, x),
      });
    },
  },
};
