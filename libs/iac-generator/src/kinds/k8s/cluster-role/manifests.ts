import { type ManifestWriter } from '../../../render/kubernetes/context';
import { grantedTo, rulesOf } from '../manifests/identity';

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
  },
};
