/** Config maps, secrets and storage; each lands in the application's namespace. */
import { type Kind } from '../kind';
import { inNamespace } from './common';

export const CONFIG_KINDS: Kind[] = [
  {
    kind: 'k8s.config_map',
    label: 'app_config',
    title: 'ConfigMap',
    needs: (_c, plan) => void inNamespace(plan),
  },
  {
    kind: 'k8s.secret',
    label: 'app_secret',
    title: 'Secret',
    needs: (_c, plan) => void inNamespace(plan),
  },
  {
    kind: 'k8s.persistent_volume_claim',
    label: 'data',
    title: 'PersistentVolumeClaim',
    needs: (c, plan) => {
      inNamespace(plan);
      // A claim without a class of its own is provisioned from the class the request creates.
      c.ref.storageClass ??= plan.all('k8s.storage_class').find((s) => !s.implicit);
    },
  },
  {
    kind: 'k8s.persistent_volume',
    label: 'data',
    title: 'PersistentVolume',
  },
  {
    kind: 'k8s.storage_class',
    label: 'retained',
    title: 'StorageClass',
  },
];
