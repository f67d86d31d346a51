/**
 * Namespaces and the policies that bound what runs in them, as manifests: quotas, limits, scaling, disruption budgets.
 */
import { type Component } from '../../../model/types';
import { selectorOf } from './common';
import { limitDefaults } from './object-fields';
import { type ManifestWriter } from '../../../render/kubernetes/context';

const KIND_OF: Record<string, string> = {
  'k8s.deployment': 'Deployment',
  'k8s.stateful_set': 'StatefulSet',
  'k8s.daemon_set': 'DaemonSet',
};

/** A memory amount as a Kubernetes quantity: whole gibibytes as Gi, else mebibytes. */
const quantity = (mb: number) => (mb % 1024 === 0 ? `${mb / 1024}Gi` : `${mb}Mi`);

export const POLICY_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.namespace': {
    write: (c, x) => {
      if (x.plan.first('k8s.namespace') !== c) return;
      // Objects asked to go into this namespace are in it (every namespaced object is).
      for (const o of x.plan.components)
        if (o.settings?.some((s) => s.values?.namespace === x.name(c))) void o.attrs.namespace;
      // Pods on the node's network are outside what the restricted (and baseline) profiles admit.
      const hostNetwork = x.plan.components.some((o) => o.attrs.hostNetwork);
      x.add(
        {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: {
            name: x.name(c),
            labels: {
              ...c.attrs.labels,
              ...x.labels(c),
              'pod-security.kubernetes.io/enforce': hostNetwork ? 'privileged' : 'restricted',
              'pod-security.kubernetes.io/audit': 'restricted',
              'pod-security.kubernetes.io/warn': hostNetwork ? 'restricted' : undefined,
            },
          },
        },
        hostNetwork
          ? 'Pods on the host network need the privileged profile; audit and warnings still report against restricted.'
          : 'Pod Security Admission enforces the restricted profile on everything in this namespace.',
      );
    },
  },
  'k8s.resource_quota': {
    write: (c, x) => {
      const cpu = c.attrs.cpu ?? 4;
      const memoryMb = c.attrs.memoryMb ?? 8192;
      x.add(
        {
          apiVersion: 'v1',
          kind: 'ResourceQuota',
          metadata: x.meta(c),
          spec: {
            hard: {
              // CPU and memory stated for the quota cap the requests; limits may reach twice that.
              'requests.cpu': String(cpu),
              'requests.memory': quantity(memoryMb),
              'limits.cpu': String(cpu * 2),
              'limits.memory': quantity(memoryMb * 2),
              pods: String(c.attrs.desired ?? 50),
              persistentvolumeclaims: '10',
              'services.loadbalancers': '1',
            },
          },
        },
        'Caps what the namespace can consume.',
      );
    },
  },
  'k8s.limit_range': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'v1',
          kind: 'LimitRange',
          metadata: x.meta(c),
          spec: {
            limits: [
              {
                type: 'Container',
                ...limitDefaults(c),
              },
            ],
          },
        },
        'Containers without requests or limits get these.',
      );
    },
  },
  'k8s.horizontal_pod_autoscaler': {
    write: (c, x) => {
      const target = c.ref.target as Component;
      const min = Math.max(1, c.attrs.min ?? 2);
      const metric = c.attrs.targetMetric ?? 'cpu';
      x.add(
        {
          apiVersion: 'autoscaling/v2',
          kind: 'HorizontalPodAutoscaler',
          metadata: x.meta(c),
          spec: {
            scaleTargetRef: {
              apiVersion: 'apps/v1',
              kind: KIND_OF[target.kind] === 'DaemonSet' ? 'Deployment' : KIND_OF[target.kind],
              name: x.name(target),
            },
            minReplicas: min,
            maxReplicas: Math.max(min, c.attrs.max ?? 5),
            metrics: [
              {
                type: 'Resource',
                resource: {
                  name: metric,
                  target: { type: 'Utilization', averageUtilization: c.attrs.targetPercent ?? 70 },
                },
              },
            ],
          },
        },
        `Scales on ${metric === 'cpu' ? 'CPU' : 'memory'} use against the requests set on each container.`,
      );
    },
  },
  'k8s.pod_disruption_budget': {
    write: (c, x) => {
      const target = c.ref.target as Component | undefined;
      const selector = c.attrs.labels ? { matchLabels: c.attrs.labels } : selectorOf(x.name(target ?? c));
      // One bound only, as the API allows: the maximum unavailable when stated, else the minimum available.
      const max = c.attrs.maxUnavailable;
      const min = max === undefined ? (c.attrs.minAvailable ?? c.attrs.desired ?? 1) : undefined;
      const pods = (n: number | string) => `${n} pod${n === 1 ? '' : 's'}`;
      x.add(
        {
          apiVersion: 'policy/v1',
          kind: 'PodDisruptionBudget',
          metadata: x.meta(c),
          spec: { minAvailable: min, maxUnavailable: max, selector },
        },
        max === undefined
          ? `Node drains keep at least ${pods(min!)} running.`
          : `Node drains take down at most ${pods(max)} at a time.`,
      );
    },
  },
  'k8s.priority_class': {
    write: (c, x) => {
      x.add({
        apiVersion: 'scheduling.k8s.io/v1',
        kind: 'PriorityClass',
        metadata: x.meta(c, { cluster: true }),
        value: 100000,
        globalDefault: false,
        preemptionPolicy: 'PreemptLowerPriority',
        description: 'Workloads that must be scheduled before best-effort ones.',
      });
    },
  },
};
