/** Deployments, stateful sets, daemon sets, jobs and cron jobs: each runs under its own service account. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { identityFor, inNamespace } from './common';

/** A scaling range or target stated on a workload is written by an autoscaler that targets it. */
export function scaledBy(c: Component, plan: Planner): void {
  if (
    c.attrs.max === undefined &&
    c.attrs.targetPercent === undefined &&
    c.attrs.scaleDownMinutes === undefined &&
    !c.attrs.flags.has('autoscaling')
  )
    return;
  // A vertical autoscaler's word says no range of replicas: with none said, no HorizontalPodAutoscaler is made beside it.
  if (c.attrs.max === undefined && c.attrs.targetPercent === undefined && plan.first('k8s.vertical_pod_autoscaler'))
    return;
  // A KEDA ScaledObject asked for scales it, and makes its autoscaler itself: no second one is written.
  const keda = plan.all('k8s.scaled_object').find((s) => !s.ref.target || s.ref.target === c);
  if (keda) {
    keda.ref.target = c;
    keda.attrs.min ??= c.attrs.min;
    keda.attrs.max ??= c.attrs.max;
    return void plan.handOver(c, keda, 'scaling range', 'minimum', 'maximum');
  }
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
  hpa.attrs.scaleDownMinutes ??= c.attrs.scaleDownMinutes;
  hpa.attrs.scaleDownPods ??= c.attrs.scaleDownPods;
  hpa.attrs.scaleDownPeriodSeconds ??= c.attrs.scaleDownPeriodSeconds;
  plan.handOver(
    c,
    hpa,
    'scaling range',
    'minimum',
    'maximum',
    'scaling target',
    'scale-down window',
    'scale-down pace',
  );
}

/** A workload that already exists is only referred to (by autoscalers, budgets, services): nothing runs under a new identity. */
export function runs(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('existing')) return void inNamespace(plan);
  // Unnamed, it is called after what it runs ("a daemonset for fluent-bit (cr.fluentbit.io/fluent/fluent-bit:3.1)"
  // is fluent-bit), not a word of the generator's own; its service account is named with it.
  c.name ??= imageName(c.attrs.image);
  identityFor(c, plan);
}

/** The last part of an image's repository as a DNS label ("ghcr.io/acme/billing:3.1" -> "billing"); none for a digest or odd shape. */
function imageName(image: string | undefined): string | undefined {
  // Without its tag or digest: "registry.k8s.io/external-dns/external-dns:v0.14.2" -> "external-dns".
  const last = image
    ?.replace(/@sha256:[a-f0-9]+$/, '')
    .replace(/:[^/:]+$/, '')
    .split('/')
    .pop();
  return last && /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(last) ? last : undefined;
}

export const WORKLOAD_KINDS: Kind[] = [];
