import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { inNamespace } from '../common';

/**
 * A VolumeSnapshot copies the claim the request names (one that exists, most often: never one made
 * up for it) with the snapshot class it names or the one the request makes.
 */
export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  const s = c.attrs.snapshot ?? {};
  const claims = plan.all('k8s.persistent_volume_claim');
  c.ref.source ??= claims.find((p) => s.sourceClaim && p.name === s.sourceClaim);
  const classes = plan.all('k8s.volume_snapshot_class');
  c.ref.snapshotClass ??= classes.find((k) => s.className && k.name === s.className) ?? classes[0];
  const claim = (c.ref.source as Component | undefined)?.name ?? s.sourceClaim;
  c.name ??= claim ? `${claim}-snapshot` : undefined;
};
