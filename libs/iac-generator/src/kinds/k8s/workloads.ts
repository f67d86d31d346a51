/** Deployments, stateful sets, daemon sets, jobs and cron jobs: each runs under its own service account. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { identityFor, inNamespace } from './common';

/** A scaling range or target stated on a workload is written by an autoscaler that targets it. */
export function scaledBy(c: Component, plan: Planner): void {
  if (c.attrs.max === undefined && c.attrs.targetPercent === undefined && !c.attrs.flags.has('autoscaling')) return;
  const hpa =
    plan.all('k8s.horizontal_pod_autoscaler').find((h) => !h.ref.target || h.ref.target === c) ??
    plan.add('k8s.horizontal_pod_autoscaler', {
      implicit: 'scales the workload within the range asked for',
      label: c.id,
    });
  hpa.ref.target = c;
  hpa.attrs.min ??= c.attrs.min;
  hpa.attrs.max ??= c.attrs.max;
  hpa.attrs.targetPercent ??= c.attrs.targetPercent;
  hpa.attrs.targetMetric ??= c.attrs.targetMetric;
  plan.handOver(c, hpa, 'scaling range', 'minimum', 'maximum', 'scaling target');
}

/** A workload that already exists is only referred to (by autoscalers, budgets, services): nothing runs under a new identity. */
export function runs(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('existing')) inNamespace(plan);
  else identityFor(c, plan);
}

export const WORKLOAD_KINDS: Kind[] = [];
