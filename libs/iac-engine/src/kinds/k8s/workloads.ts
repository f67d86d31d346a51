/** Deployments, stateful sets, daemon sets, jobs and cron jobs: each runs under its own service account. */
import { type Kind } from '../kind';
import { identityFor } from './common';

export const WORKLOAD_KINDS: Kind[] = [
  {
    kind: 'k8s.deployment',
    label: 'app',
    title: 'Deployment',
    needs: (c, plan) => {
      identityFor(c, plan);
      // A scaling range or target on a deployment is written by an autoscaler that targets it.
      if (c.attrs.max !== undefined || c.attrs.targetPercent !== undefined || c.attrs.flags.has('autoscaling')) {
        const hpa =
          plan.all('k8s.horizontal_pod_autoscaler').find((h) => !h.ref.target || h.ref.target === c) ??
          plan.add('k8s.horizontal_pod_autoscaler', {
            implicit: 'scales the deployment within the range asked for',
            label: c.id,
          });
        hpa.ref.target = c;
        hpa.attrs.min ??= c.attrs.min;
        hpa.attrs.max ??= c.attrs.max;
        hpa.attrs.targetPercent ??= c.attrs.targetPercent;
        hpa.attrs.targetMetric ??= c.attrs.targetMetric;
        plan.handOver(c, hpa, 'scaling range', 'minimum', 'maximum', 'scaling target');
      }
    },
  },
  {
    kind: 'k8s.stateful_set',
    label: 'db',
    title: 'StatefulSet',
    needs: (c, plan) => {
      identityFor(c, plan);
      // A claim asked for alongside a stateful set becomes its volume claim template.
      const pvc = plan.all('k8s.persistent_volume_claim').find((p) => !p.implicit && !p.config.template);
      if (pvc && !c.config.claim) {
        pvc.config.template = c.id;
        c.config.claim = pvc.id;
      }
    },
  },
  {
    kind: 'k8s.daemon_set',
    label: 'agent',
    title: 'DaemonSet',
    needs: identityFor,
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
