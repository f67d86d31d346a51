import { type ManifestWriter } from '../../../render/kubernetes/context';
import { storageClassOf } from '../manifests/config';
import { accessModesOf } from '../manifests/object-fields';
import { existing } from '../manifests/workloads';
import { restoredFrom } from './restore';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (c.config.template) {
      x.note(`StatefulSet volumeClaimTemplate data (${String(c.config.template)})`);
      return;
    }
    if (existing(c, x, 'PersistentVolumeClaim')) return;
    x.add({
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: x.meta(c),
      spec: {
        accessModes: accessModesOf(c),
        storageClassName: storageClassOf(c, x),
        resources: { requests: { storage: `${c.attrs.storageGb ?? 10}Gi` } },
        dataSource: restoredFrom(c, x),
      },
    });
  },
};
