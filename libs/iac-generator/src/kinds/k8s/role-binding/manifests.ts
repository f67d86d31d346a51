import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { subject } from '../manifests/identity';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    x.add({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: x.meta(c),
      // A RoleBinding may grant a ClusterRole's permissions in its own namespace only.
      roleRef: {
        apiGroup: 'rbac.authorization.k8s.io',
        kind: (c.ref.role as Component).kind === 'k8s.cluster_role' ? 'ClusterRole' : 'Role',
        name: x.name(c.ref.role as Component),
      },
      subjects: subject(c, x),
    });
  },
};
