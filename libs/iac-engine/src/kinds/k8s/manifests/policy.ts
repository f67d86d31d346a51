/**
 * Namespaces and the policies that bound what runs in them, as manifests: quotas, limits, scaling, disruption budgets.
 */
import { type Component } from '../../../model/types';
import { selectorOf } from './common';
import { type ManifestWriter } from '../../../render/kubernetes/context';

const KIND_OF: Record<string, string> = {
  'k8s.deployment': 'Deployment',
  'k8s.stateful_set': 'StatefulSet',
  'k8s.daemon_set': 'DaemonSet',
};

export const POLICY_MANIFESTS: Record<string, ManifestWriter> = {
  'k8s.namespace': {
    write: (c, x) => {
      if (x.plan.first('k8s.namespace') !== c) return;
      x.add(
        {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: {
            name: x.name(c),
            labels: {
              ...x.labels(c),
              'pod-security.kubernetes.io/enforce': 'restricted',
              'pod-security.kubernetes.io/audit': 'restricted',
            },
          },
        },
        'Pod Security Admission enforces the restricted profile on everything in this namespace.',
      );
    },
  },
  'k8s.resource_quota': {
    write: (c, x) => {
      x.add(
        {
          apiVersion: 'v1',
          kind: 'ResourceQuota',
          metadata: x.meta(c),
          spec: {
            hard: {
              'requests.cpu': '4',
              'requests.memory': '8Gi',
              'limits.cpu': '8',
              'limits.memory': '16Gi',
              pods: '50',
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
                default: { cpu: '500m', memory: '512Mi' },
                defaultRequest: { cpu: '100m', memory: '128Mi' },
                max: { cpu: '2', memory: '4Gi' },
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
              { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } },
            ],
          },
        },
        'Scales on CPU use against the requests set on each container.',
      );
    },
  },
  'k8s.pod_disruption_budget': {
    write: (c, x) => {
      const target = c.ref.target as Component;
      x.add(
        {
          apiVersion: 'policy/v1',
          kind: 'PodDisruptionBudget',
          metadata: x.meta(c),
          spec: { minAvailable: 1, selector: selectorOf(x.name(target)) },
        },
        'Node drains keep at least one pod running.',
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
