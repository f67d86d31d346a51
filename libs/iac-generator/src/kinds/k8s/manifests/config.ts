/**
 * Config maps, secrets and storage as manifests. Secret values are never written: a SecretInput stands where the value
 * goes.
 */
import { runtimeOf } from './pod';
import { accessModesOf } from './object-fields';
import { type Component } from '../../../model/types';
import { asStated } from '../../../model/stated-case';
import { type K8sContext, type ManifestWriter } from '../../../render/kubernetes/context';

export const CONFIG_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.config_map': {
    write: (c, x) => {
      const stated = Object.entries(c.attrs.environment ?? {});
      const data = stated.length
        ? Object.fromEntries(stated.map(([k, v]) => [asStated(c, k), asStated(c, v)]))
        : { APP_ENV: 'production', LOG_LEVEL: 'info' };
      x.add(
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: x.meta(c), data, immutable: false },
        stated.length
          ? 'The entries asked for.'
          : 'Non-secret settings, read by the workloads as environment variables.',
      );
    },
  },
  'k8s.secret': {
    write: (c, x) => {
      // A certificate secret an ingress reads holds a certificate the cluster's issuer or the user provides.
      if (c.config.tlsOf)
        return x.note(
          `the TLS secret ${x.name(c)} (read by the ingress; create it with kubectl create secret tls, or let cert-manager issue it)`,
        );
      const db = x.plan.first('k8s.stateful_set');
      const keys = c.attrs.secretKeys?.map((k) => asStated(c, k)) ?? [(db && runtimeOf(db).secretKey) ?? 'APP_SECRET'];
      const prefix = x.name(c).toUpperCase().replace(/-/g, '_').slice(0, 40);
      const stringData = Object.fromEntries(
        keys.map((key) => [
          key,
          x.secret(
            `${prefix}_${key.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`,
            `Value of ${key} in the secret ${x.name(c)}`,
          ),
        ]),
      );
      x.add(
        { apiVersion: 'v1', kind: 'Secret', metadata: x.meta(c), type: 'Opaque', stringData },
        'The values are not in this file: supply them at apply time (never commit them).',
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
        spec: {
          accessModes: accessModesOf(c),
          storageClassName: storageClassOf(c, x),
          resources: { requests: { storage: `${c.attrs.storageGb ?? 10}Gi` } },
        },
      });
    },
  },
  'k8s.persistent_volume': {
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
  },
  'k8s.storage_class': {
    write: (c, x) => {
      const provisioner = c.attrs.provisioner;
      const parameters = diskParameters(c, provisioner);
      x.add(
        {
          apiVersion: 'storage.k8s.io/v1',
          kind: 'StorageClass',
          metadata: {
            ...x.meta(c, { cluster: true }),
            annotations: c.attrs.defaultClass ? { 'storageclass.kubernetes.io/is-default-class': 'true' } : undefined,
          },
          provisioner: provisioner ?? 'kubernetes.io/no-provisioner',
          parameters: Object.keys(parameters).length ? parameters : undefined,
          reclaimPolicy: 'Retain',
          volumeBindingMode: 'WaitForFirstConsumer',
          allowVolumeExpansion: true,
        },
        provisioner
          ? 'Volumes are created when a pod needs them, in its zone; Retain keeps data after a claim is deleted.'
          : "Set the provisioner to your cluster's CSI driver; Retain keeps data after a claim is deleted.",
      );
    },
  },
};

/** The class a claim is provisioned from: the one stated by name, else the class the request creates. */
function storageClassOf(c: Component, x: K8sContext): string | undefined {
  const planned = c.ref.storageClass as Component | undefined;
  return c.attrs.storageClassName ?? (planned && x.name(planned));
}

// Azure disk SKUs as the driver spells them.
const AZURE_DISK_SKUS: Record<string, string> = {
  premium_lrs: 'Premium_LRS',
  premium_zrs: 'Premium_ZRS',
  premiumv2_lrs: 'PremiumV2_LRS',
  standardssd_lrs: 'StandardSSD_LRS',
  standardssd_zrs: 'StandardSSD_ZRS',
  standard_lrs: 'Standard_LRS',
  ultrassd_lrs: 'UltraSSD_LRS',
};

/** The driver's parameters for the disk type stated, and encryption where the driver takes it as a parameter. */
function diskParameters(c: Component, provisioner: string | undefined): Record<string, string> {
  const type = c.attrs.diskType;
  const out: Record<string, string> = {};
  if (provisioner === 'disk.csi.azure.com') {
    if (type) out.skuName = AZURE_DISK_SKUS[type] ?? type;
  } else if (type) out.type = type;
  if (provisioner === 'ebs.csi.aws.com' && c.attrs.flags.has('encrypted')) out.encrypted = 'true';
  return out;
}
