/**
 * Config maps, secrets and storage as manifests. Secret values are never written: a SecretInput stands where the value
 * goes.
 */
import { runtimeOf } from './pod';
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const CONFIG_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.config_map': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: x.meta(c),
          data: { APP_ENV: 'production', LOG_LEVEL: 'info' },
          immutable: false,
        },
        'Non-secret settings, read by the workloads as environment variables.',
      );
    },
  },
  'k8s.secret': {
    write: (c, x) => {
      const db = x.plan.first('k8s.stateful_set');
      const key = (db && runtimeOf(db).secretKey) ?? 'APP_SECRET';
      const input = x.secret(
        `${x.name(c).toUpperCase().replace(/-/g, '_').slice(0, 40)}_${key}`,
        `Value of ${key} in the secret ${x.name(c)}`,
      );
      x.add(
        { apiVersion: 'v1', kind: 'Secret', metadata: x.meta(c), type: 'Opaque', stringData: { [key]: input } },
        'The value is not in this file: supply it at apply time (never commit it).',
      );
    },
  },
  'k8s.persistent_volume_claim': {
    write: (c, x) => {
      if (c.config.template) {
        x.note(`StatefulSet volumeClaimTemplate data (${String(c.config.template)})`);
        return;
      }
      x.add({
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: x.meta(c),
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: `${c.attrs.storageGb ?? 10}Gi` } } },
      });
    },
  },
  'k8s.persistent_volume': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'v1',
          kind: 'PersistentVolume',
          metadata: x.meta(c, { cluster: true }),
          spec: {
            capacity: { storage: `${c.attrs.storageGb ?? 10}Gi` },
            accessModes: ['ReadWriteOnce'],
            persistentVolumeReclaimPolicy: 'Retain',
            storageClassName: 'local-storage',
            local: { path: '/mnt/data' },
            nodeAffinity: {
              required: {
                nodeSelectorTerms: [
                  {
                    matchExpressions: [
                      { key: 'kubernetes.io/hostname', operator: 'In', values: ['replace-with-node-name'] },
                    ],
                  },
                ],
              },
            },
          },
        },
        'A local volume pinned to one node (replace the node name); Retain keeps the data if the claim is deleted.',
      );
    },
  },
  'k8s.storage_class': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'storage.k8s.io/v1',
          kind: 'StorageClass',
          metadata: x.meta(c, { cluster: true }),
          provisioner: 'kubernetes.io/no-provisioner',
          reclaimPolicy: 'Retain',
          volumeBindingMode: 'WaitForFirstConsumer',
          allowVolumeExpansion: true,
        },
        "Set the provisioner to your cluster's CSI driver; Retain keeps data after a claim is deleted.",
      );
    },
  },
};
