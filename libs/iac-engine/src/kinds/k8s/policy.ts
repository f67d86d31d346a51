/** Namespaces and the policies that bound what runs in them: quotas, limits, scaling, disruption budgets. */
import { type Component } from '../../model/types';
import { type K8sKind } from './types';
import { inNamespace, selectorOf, targetWorkload } from './common';

const KIND_OF: Record<string, string> = { 'k8s.deployment': 'Deployment', 'k8s.stateful_set': 'StatefulSet', 'k8s.daemon_set': 'DaemonSet' };

export const POLICY_KINDS: K8sKind[] = [
  {
    kind: 'k8s.namespace',
    label: 'app',
    title: 'Namespace',
    needs: (_c, plan) => void plan.ensure('k8s.network_policy', 'default deny: pods talk only where a policy allows it', { label: 'default_deny' }),
    render: (c, x) => {
      if (x.plan.first('k8s.namespace') !== c) return;
      x.add({
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: x.name(c), labels: { ...x.labels(c), 'pod-security.kubernetes.io/enforce': 'restricted', 'pod-security.kubernetes.io/audit': 'restricted' } },
      }, 'Pod Security Admission enforces the restricted profile on everything in this namespace.');
    },
  },
  {
    kind: 'k8s.resource_quota',
    label: 'quota',
    title: 'ResourceQuota',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      x.add({ apiVersion: 'v1', kind: 'ResourceQuota', metadata: x.meta(c), spec: { hard: { 'requests.cpu': '4', 'requests.memory': '8Gi', 'limits.cpu': '8', 'limits.memory': '16Gi', pods: '50', persistentvolumeclaims: '10', 'services.loadbalancers': '1' } } }, 'Caps what the namespace can consume.');
    },
  },
  {
    kind: 'k8s.limit_range',
    label: 'defaults',
    title: 'LimitRange',
    needs: (_c, plan) => void inNamespace(plan),
    render: (c, x) => {
      x.add({ apiVersion: 'v1', kind: 'LimitRange', metadata: x.meta(c), spec: { limits: [{ type: 'Container', default: { cpu: '500m', memory: '512Mi' }, defaultRequest: { cpu: '100m', memory: '128Mi' }, max: { cpu: '2', memory: '4Gi' } }] } }, 'Containers without requests or limits get these.');
    },
  },
  {
    kind: 'k8s.horizontal_pod_autoscaler',
    label: 'app',
    title: 'HorizontalPodAutoscaler',
    needs: (c, plan) => void targetWorkload(c, plan, 'the pods the autoscaler scales'),
    render: (c, x) => {
      const target = c.ref.target as Component;
      const min = Math.max(1, c.attrs.min ?? 2);
      x.add({
        apiVersion: 'autoscaling/v2',
        kind: 'HorizontalPodAutoscaler',
        metadata: x.meta(c),
        spec: {
          scaleTargetRef: { apiVersion: 'apps/v1', kind: KIND_OF[target.kind] === 'DaemonSet' ? 'Deployment' : KIND_OF[target.kind], name: x.name(target) },
          minReplicas: min,
          maxReplicas: Math.max(min, c.attrs.max ?? 5),
          metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
        },
      }, 'Scales on CPU use against the requests set on each container.');
    },
  },
  {
    kind: 'k8s.pod_disruption_budget',
    label: 'app',
    title: 'PodDisruptionBudget',
    needs: (c, plan) => void targetWorkload(c, plan, 'the pods the budget protects'),
    render: (c, x) => {
      const target = c.ref.target as Component;
      x.add({ apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', metadata: x.meta(c), spec: { minAvailable: 1, selector: selectorOf(x.name(target)) } }, 'Node drains keep at least one pod running.');
    },
  },
  {
    kind: 'k8s.priority_class',
    label: 'high',
    title: 'PriorityClass',
    render: (c, x) => {
      x.add({ apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', metadata: x.meta(c, { cluster: true }), value: 100000, globalDefault: false, preemptionPolicy: 'PreemptLowerPriority', description: 'Workloads that must be scheduled before best-effort ones.' });
    },
  },
];
