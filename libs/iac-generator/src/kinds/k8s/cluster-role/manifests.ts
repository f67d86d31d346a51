import { type ManifestWriter } from '../../../render/kubernetes/context';
import { grantedTo, rulesOf, subject } from '../manifests/identity';

export const manifests: ManifestWriter = {
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
};
