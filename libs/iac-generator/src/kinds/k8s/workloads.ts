/** Deployments, stateful sets, daemon sets, jobs and cron jobs: each runs under its own service account. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { identityFor, inNamespace } from './common';

/** A scaling range or target stated on a workload is written by an autoscaler that targets it. */
function scaledBy(c: Component, plan: Planner): void {
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
function runs(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('existing')) inNamespace(plan);
  else identityFor(c, plan);
}

export const WORKLOAD_KINDS: Kind[] = [
  {
    kind: 'k8s.deployment',
    label: 'app',
    title: 'Deployment',
    needs: (c, plan) => {
      runs(c, plan);
      scaledBy(c, plan);
    },
  },
  {
    kind: 'k8s.stateful_set',
    label: 'db',
    title: 'StatefulSet',
    needs: (c, plan) => {
      runs(c, plan);
      scaledBy(c, plan);
      // A claim (or a volume) asked for alongside a stateful set becomes its volume claim template.
      const pvc = [...plan.all('k8s.persistent_volume_claim'), ...plan.all('k8s.persistent_volume')].find(
        (p) => !p.implicit && !p.config.template,
      );
      if (pvc && !c.config.claim) {
        pvc.config.template = c.id;
        c.config.claim = pvc.id;
        c.ref.claim = pvc;
      }
      // A headless service asked for beside it is the one that gives its pods their stable names.
      const headless = plan
        .all('k8s.service')
        .find((s) => !s.implicit && s.attrs.serviceType === 'None' && (!s.ref.target || s.ref.target === c));
      if (headless && !c.ref.headless) {
        headless.ref.target = c;
        c.ref.headless = headless;
      }
    },
  },
  {
    kind: 'k8s.daemon_set',
    label: 'agent',
    title: 'DaemonSet',
    needs: runs,
  },
  {
    kind: 'k8s.job',
    label: 'task',
    title: 'Job',
    needs: identityFor,
  },
  {
    kind: 'k8s.cron_job',
    label: 'scheduled',
    title: 'CronJob',
    needs: identityFor,
  },
];
