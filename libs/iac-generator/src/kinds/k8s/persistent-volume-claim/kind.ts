import { type Kind } from '../../kind';
import { inNamespace } from '../common';

export const kind: Kind = {
  kind: 'k8s.persistent_volume_claim',
  label: 'data',
  title: 'PersistentVolumeClaim',
  needs: (c, plan) => {
    inNamespace(plan);
    // A claim without a class of its own is provisioned from the class the request creates.
    c.ref.storageClass ??= plan.all('k8s.storage_class').find((s) => !s.implicit);
  },
};
