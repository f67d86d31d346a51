import { type Component } from '../../../model/types';
import { type K8sContext } from '../../../render/kubernetes/context';

/** The VolumeSnapshot a claim said to be restored from is its data source ("restored from that snapshot"). */
export function restoredFrom(c: Component, x: K8sContext) {
  const from = c.attrs.snapshot?.restoreFrom;
  if (from === undefined) return undefined;
  const snapshot = c.ref.restoreFrom as Component | undefined;
  return {
    apiGroup: 'snapshot.storage.k8s.io',
    kind: 'VolumeSnapshot',
    name: snapshot ? x.name(snapshot) : from || 'REPLACE-WITH-SNAPSHOT-NAME',
  };
}
