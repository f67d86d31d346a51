/** Service accounts and RBAC, least privilege: read-only verbs, scoped to the namespace unless asked otherwise. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type K8sContext } from '../../render/kubernetes/context';
import { type K8sKind } from './types';
import { inNamespace } from './common';

function subjectFor(c: Component, plan: Planner): void {
  inNamespace(plan);
  c.ref.subject = plan.first('k8s.service_account') ?? plan.add('k8s.service_account', { implicit: 'the identity the role is granted to', label: 'app' });
}

const subject = (c: Component, x: K8sContext) => [{ kind: 'ServiceAccount', name: x.name(c.ref.subject as Component), namespace: x.namespace() }];

export const IDENTITY_KINDS: K8sKind[] = [
  {
    kind: 'k8s.service_account',
    label: 'app',
    title: 'ServiceAccount',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      x.add({ apiVersion: 'v1', kind: 'ServiceAccount', metadata: x.meta(c), automountServiceAccountToken: false }, 'No API token is mounted into pods unless a workload opts in.');
    },
  },
  {
    kind: 'k8s.role',
    label: 'read_config',
    title: 'Role',
    needs: (c, plan) => {
      subjectFor(c, plan);
      if (!plan.all('k8s.role_binding').some((b) => b.ref.role === c)) plan.add('k8s.role_binding', { implicit: 'grants the role to its service account', label: c.id }).ref.role = c;
    },
    render: (c, x) => {
      x.add({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: x.meta(c), rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] }] }, 'Read-only, and only config maps in this namespace.');
    },
  },
  {
    kind: 'k8s.role_binding',
    label: 'read_config',
    title: 'RoleBinding',
    needs: (c, plan) => {
      subjectFor(c, plan);
      if (!c.ref.role) {
        const role = plan.all('k8s.role').find((r) => !plan.all('k8s.role_binding').some((b) => b !== c && b.ref.role === r)) ?? plan.add('k8s.role', { implicit: 'the permissions the binding grants', label: c.id });
        c.ref.role = role;
      }
    },
    render: (c, x) => {
      x.add({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: x.meta(c), roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: x.name(c.ref.role as Component) }, subjects: subject(c, x) });
    },
  },
  {
    kind: 'k8s.cluster_role',
    label: 'read_nodes',
    title: 'ClusterRole',
    needs: subjectFor,
    render: (c, x) => {
      x.add({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: x.meta(c, { cluster: true }), rules: [{ apiGroups: [''], resources: ['nodes', 'namespaces'], verbs: ['get', 'list', 'watch'] }] }, 'Read-only view of nodes and namespaces; no write verbs, no secrets.');
      x.add({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', metadata: x.meta(c, { cluster: true }), roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: x.name(c) }, subjects: subject(c, x) });
    },
  },
];
