/** Config maps, secrets and storage. Secret values are never written: see SecretInput. */
import { type K8sKind } from './types';
import { inNamespace } from './common';
import { runtimeOf } from './pod';

export const CONFIG_KINDS: K8sKind[] = [
  {
    kind: 'k8s.config_map',
    label: 'app_config',
    title: 'ConfigMap',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      x.add({ apiVersion: 'v1', kind: 'ConfigMap', metadata: x.meta(c), data: { APP_ENV: 'production', LOG_LEVEL: 'info' }, immutable: false }, 'Non-secret settings, read by the workloads as environment variables.');
    },
  },
  {
    kind: 'k8s.secret',
    label: 'app_secret',
    title: 'Secret',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      const db = x.plan.first('k8s.stateful_set');
      const key = (db && runtimeOf(db).secretKey) ?? 'APP_SECRET';
      const input = x.secret(`${x.name(c).toUpperCase().replace(/-/g, '_').slice(0, 40)}_${key}`, `Value of ${key} in the secret ${x.name(c)}`);
      x.add({ apiVersion: 'v1', kind: 'Secret', metadata: x.meta(c), type: 'Opaque', stringData: { [key]: input } }, 'The value is not in this file: supply it at apply time (never commit it).');
    },
  },
  {
    kind: 'k8s.persistent_volume_claim',
    label: 'data',
    title: 'PersistentVolumeClaim',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      if (c.config.template) {
        x.note(`StatefulSet volumeClaimTemplate data (${String(c.config.template)})`);
        return;
      }
      x.add({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: x.meta(c), spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: `${c.attrs.storageGb ?? 10}Gi` } } } });
    },
  },
  {
    kind: 'k8s.persistent_volume',
    label: 'data',
    title: 'PersistentVolume',
    render: (c, x) => {
      x.add({
        apiVersion: 'v1',
        kind: 'PersistentVolume',
        metadata: x.meta(c, { cluster: true }),
        spec: {
          capacity: { storage: `${c.attrs.storageGb ?? 10}Gi` },
          accessModes: ['ReadWriteOnce'],
          persistentVolumeReclaimPolicy: 'Retain',
          storageClassName: 'local-storage',
          local: { path: '/mnt/data' },
          nodeAffinity: { required: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'kubernetes.io/hostname', operator: 'In', values: ['replace-with-node-name'] }] }] } },
        },
      }, 'A local volume pinned to one node (replace the node name); Retain keeps the data if the claim is deleted.');
    },
  },
  {
    kind: 'k8s.storage_class',
    label: 'retained',
    title: 'StorageClass',
    render: (c, x) => {
      x.add({ apiVersion: 'storage.k8s.io/v1', kind: 'StorageClass', metadata: x.meta(c, { cluster: true }), provisioner: 'kubernetes.io/no-provisioner', reclaimPolicy: 'Retain', volumeBindingMode: 'WaitForFirstConsumer', allowVolumeExpansion: true }, "Set the provisioner to your cluster's CSI driver; Retain keeps data after a claim is deleted.");
    },
  },
];
