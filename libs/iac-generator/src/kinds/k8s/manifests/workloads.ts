/** Deployments, stateful sets, daemon sets, jobs and cron jobs as manifests, all on the hardened pod of pod.ts. */
import { selectorOf } from './common';
import { podSpec, runtimeOf, workloadWaivers } from './pod';
import { accessModesOf, cronFields, cronSchedule } from './object-fields';
import { type ManifestWriter, type K8sContext } from '../../../render/kubernetes/context';
import { type Component } from '../../../model/types';

/** A standalone claim is mounted by the first deployment (a stateful set makes its own). */
function claimFor(c: Component, x: K8sContext): string | undefined {
  const pvc = x.plan.all('k8s.persistent_volume_claim').find((p) => !p.config.template);
  return pvc && x.plan.first('k8s.deployment') === c ? x.name(pvc) : undefined;
}

/** A workload that already runs is referred to by name and not written again. */
function existing(c: Component, x: K8sContext, kind: string): boolean {
  if (!c.attrs.flags.has('existing')) return false;
  x.note(`the existing ${kind} ${x.name(c)} (referred to, not written)`);
  return true;
}

export const WORKLOAD_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.deployment': {
    write: (c, x) => {
      if (existing(c, x, 'Deployment')) return;
      const name = x.name(c);
      x.add(
        {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: x.meta(c),
          spec: {
            replicas: c.attrs.desired ?? c.attrs.min ?? 2,
            revisionHistoryLimit: 5,
            selector: selectorOf(name),
            strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
            template: {
              metadata: { labels: x.labels(c) },
              spec: podSpec(c, x, { longRunning: true, claim: claimFor(c, x) }),
            },
          },
        },
        'Two replicas by default so a node loss does not take the application down.',
        workloadWaivers(c),
      );
    },
  },
  'k8s.stateful_set': {
    write: (c, x) => {
      if (existing(c, x, 'StatefulSet')) return;
      const name = x.name(c);
      const rt = runtimeOf(c);
      // The headless service the request asked for, else one of its own.
      const asked = c.ref.headless as Component | undefined;
      const serviceName = asked ? x.name(asked) : `${name.slice(0, 54)}-headless`;
      // A claim asked for beside the stateful set is its volume claim template, with the size asked of it.
      const claim = c.ref.claim as Component | undefined;
      const storageGb = claim?.attrs.storageGb ?? c.attrs.storageGb ?? 10;
      if (!asked)
        x.add(
          {
            apiVersion: 'v1',
            kind: 'Service',
            metadata: x.meta(c, { name: serviceName }),
            spec: {
              clusterIP: 'None',
              selector: { 'app.kubernetes.io/name': name },
              ports: [{ name: 'main', port: rt.port ?? 8080, targetPort: rt.port ?? 8080 }],
            },
          },
          'The stable network identity a stateful set needs.',
        );
      x.add(
        {
          apiVersion: 'apps/v1',
          kind: 'StatefulSet',
          metadata: x.meta(c),
          spec: {
            serviceName,
            replicas: c.attrs.desired ?? 1,
            selector: selectorOf(name),
            template: {
              metadata: { labels: x.labels(c) },
              spec: podSpec(c, x, { longRunning: true, dataVolume: 'data' }),
            },
            volumeClaimTemplates: [
              {
                metadata: { name: 'data' },
                spec: {
                  accessModes: accessModesOf(claim ?? c),
                  storageClassName: claim?.attrs.storageClassName ?? c.attrs.storageClassName,
                  resources: { requests: { storage: `${storageGb}Gi` } },
                },
              },
            ],
          },
        },
        'Each replica keeps its own persistent volume across restarts.',
        workloadWaivers(c),
      );
      x.add(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: x.meta(c, { name: `allow-${name.slice(0, 50)}` }),
          spec: {
            podSelector: selectorOf(name),
            policyTypes: ['Ingress'],
            ingress: [{ from: [{ podSelector: {} }], ports: [{ port: rt.port ?? 8080, protocol: 'TCP' }] }],
          },
        },
        'Only pods of this namespace reach the database port.',
      );
    },
  },
  'k8s.daemon_set': {
    write: (c, x) => {
      if (existing(c, x, 'DaemonSet')) return;
      const name = x.name(c);
      x.add(
        {
          apiVersion: 'apps/v1',
          kind: 'DaemonSet',
          metadata: x.meta(c),
          spec: {
            selector: selectorOf(name),
            updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1 } },
            template: { metadata: { labels: x.labels(c) }, spec: podSpec(c, x, { longRunning: true }) },
          },
        },
        'One pod on every node.',
        workloadWaivers(c),
      );
    },
  },
  'k8s.job': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: x.meta(c),
          spec: {
            backoffLimit: c.attrs.retries ?? 3,
            activeDeadlineSeconds: c.attrs.timeoutSeconds ?? 3600,
            ttlSecondsAfterFinished: 86400,
            template: {
              metadata: { labels: x.labels(c) },
              spec: podSpec(c, x, { longRunning: false, restartPolicy: 'Never', batch: true }),
            },
          },
        },
        'Bounded retries and run time; finished jobs are cleaned up after a day.',
        workloadWaivers(c),
      );
    },
  },
  'k8s.cron_job': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'batch/v1',
          kind: 'CronJob',
          metadata: x.meta(c),
          spec: {
            schedule: cronSchedule(c),
            timeZone: 'Etc/UTC',
            ...cronFields(c),
            jobTemplate: {
              spec: {
                backoffLimit: c.attrs.retries ?? 2,
                activeDeadlineSeconds: c.attrs.timeoutSeconds ?? 3600,
                template: {
                  metadata: { labels: x.labels(c) },
                  spec: podSpec(c, x, { longRunning: false, restartPolicy: 'Never', batch: true }),
                },
              },
            },
          },
        },
        c.attrs.concurrencyPolicy && c.attrs.concurrencyPolicy !== 'Forbid'
          ? `Overlapping runs: concurrencyPolicy ${c.attrs.concurrencyPolicy}; the schedule is in UTC.`
          : 'Runs never overlap (concurrencyPolicy Forbid); the schedule is in UTC.',
        workloadWaivers(c),
      );
    },
  },
};
