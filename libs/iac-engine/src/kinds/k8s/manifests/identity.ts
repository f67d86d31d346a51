/**
 * Service accounts and RBAC as manifests, least privilege: read-only verbs, scoped to the namespace unless asked
 * otherwise.
 */
import { type Component } from '../../../model/types';
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';

const subject = (c: Component, x: K8sContext) => [
  { kind: 'ServiceAccount', name: x.name(c.ref.subject as Component), namespace: x.namespace() },
];

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
          rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] }],
        },
        'Read-only, and only config maps in this namespace.',
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
          rules: [{ apiGroups: [''], resources: ['nodes', 'namespaces'], verbs: ['get', 'list', 'watch'] }],
        },
        'Read-only view of nodes and namespaces; no write verbs, no secrets.',
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
