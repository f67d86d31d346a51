/** Deployments, stateful sets, daemon sets, jobs and cron jobs as manifests, all on the hardened pod of pod.ts. */
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';
import { type Component } from '../../../model/types';

/** A standalone claim is mounted by the first deployment (a stateful set makes its own). */
export function claimFor(c: Component, x: K8sContext): string | undefined {
  const pvc = x.plan.all('k8s.persistent_volume_claim').find((p) => !p.config.template);
  return pvc && x.plan.first('k8s.deployment') === c ? x.name(pvc) : undefined;
}

/** A workload that already runs, or an object the user has (a namespace, a service account), is referred to by name and not written again. */
export function existing(c: Component, x: K8sContext, kind: string): boolean {
  if (!c.attrs.flags.has('existing')) return false;
  x.note(`the existing ${kind} ${x.name(c)} (referred to, not written)`);
  return true;
}

export const WORKLOAD_MANIFESTS: Record<string, ManifestWriter> = {};
