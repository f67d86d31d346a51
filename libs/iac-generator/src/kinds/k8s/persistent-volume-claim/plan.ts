import { type Needs } from '../../../plan/needs';
import { inNamespace } from '../common';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // A claim without a class of its own is provisioned from the class the request creates.
  c.ref.storageClass ??= plan.all('k8s.storage_class').find((s) => !s.implicit);
  // A claim restored from a snapshot is filled from the one it names, or the one the request makes.
  const from = c.attrs.snapshot?.restoreFrom;
  if (from !== undefined) {
    const snapshots = plan.all('k8s.volume_snapshot');
    c.ref.restoreFrom ??= snapshots.find((s) => from && s.name === from) ?? snapshots[0];
  }
};
