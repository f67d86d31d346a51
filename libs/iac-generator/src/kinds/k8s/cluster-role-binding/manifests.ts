import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { subject } from '../manifests/identity';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    x.add({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: x.meta(c, { cluster: true }),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: x.name(c.ref.role as Component) },
      subjects: subject(c, x),
    });
  },
};
