import { GeneratorMessages } from '@infragen/contracts';
import { type Component } from '../../../model/types';
import { isCloudIdentity } from '../cloud-identity';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { grantedTo, rulesOf } from '../manifests/identity';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    // A cloud identity is referred to by the service account's annotation (service-account/manifests.ts).
    if (isCloudIdentity(c))
      return x.note(GeneratorMessages.cloudIdentityReferred(c.name ?? '', x.name(c.ref.subject as Component)));
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
