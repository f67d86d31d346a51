import { type ManifestWriter } from '../../../render/kubernetes/context';
import { accessModesOf } from '../manifests/object-fields';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    // A volume asked for each replica of a stateful set is its claim template, provisioned per pod.
    if (c.config.template) return x.note(`StatefulSet volumeClaimTemplate data (${String(c.config.template)})`);
    x.add(
      {
        apiVersion: 'v1',
        kind: 'PersistentVolume',
        metadata: x.meta(c, { cluster: true }),
        spec: {
          capacity: { storage: `${c.attrs.storageGb ?? 10}Gi` },
          accessModes: accessModesOf(c),
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
};
