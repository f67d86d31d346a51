import { type ManifestWriter } from '../../../render/kubernetes/context';
import { grantedTo, rulesOf } from '../manifests/identity';

export const manifests: ManifestWriter = {
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
};
