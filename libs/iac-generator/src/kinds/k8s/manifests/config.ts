/**
 * Config maps, secrets and storage as manifests. Secret values are never written: a SecretInput stands where the value
 * goes.
 */
import { type Component } from '../../../model/types';
import { type K8sContext, type ManifestWriter } from '../../../render/kubernetes/context';

export const CONFIG_MANIFESTS: Record<string, ManifestWriter> = {};

/** The class a claim is provisioned from: the one stated by name, else the class the request creates. */
export function storageClassOf(c: Component, x: K8sContext): string | undefined {
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
export function diskParameters(c: Component, provisioner: string | undefined): Record<string, string> {
  const type = c.attrs.diskType;
  const out: Record<string, string> = {};
  if (provisioner === 'disk.csi.azure.com') {
    if (type) out.skuName = AZURE_DISK_SKUS[type] ?? type;
  } else if (type) out.type = type;
  if (provisioner === 'ebs.csi.aws.com' && c.attrs.flags.has('encrypted')) out.encrypted = 'true';
  return out;
}
