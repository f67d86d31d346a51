/** Namespaces and the policies that bound what runs in them: quotas, limits, scaling, disruption budgets. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { inNamespace, selectedWorkload, targetWorkload } from './common';

/** A policy for a workload that already runs, given no name of its own, is named after that workload. */
function namedAfter(c: Component, target: Component | undefined): void {
  if (!c.name && target?.name && target.attrs.flags.has('existing')) c.name = target.name;
}

export const POLICY_KINDS: Kind[] = [
  {
    kind: 'k8s.namespace',
    label: 'app',
    title: 'Namespace',
    needs: (c, plan) => {
      // Named by the request: as the namespace itself, or as where the other objects go.
      c.name ??= c.attrs.namespace ?? plan.components.map((o) => o.attrs.namespace).find(Boolean);
      plan.ensure('k8s.network_policy', 'default deny: pods talk only where a policy allows it', {
        label: 'default_deny',
      });
    },
  },
  {
    kind: 'k8s.resource_quota',
    label: 'quota',
    title: 'ResourceQuota',
    needs: (_c, plan) => void inNamespace(plan),
  },
  {
    kind: 'k8s.limit_range',
    label: 'defaults',
    title: 'LimitRange',
    needs: (_c, plan) => void inNamespace(plan),
  },
  {
    kind: 'k8s.horizontal_pod_autoscaler',
    label: 'app',
    title: 'HorizontalPodAutoscaler',
    needs: (c, plan) => void namedAfter(c, targetWorkload(c, plan, 'the pods the autoscaler scales')),
  },
  {
    kind: 'k8s.pod_disruption_budget',
    label: 'app',
    title: 'PodDisruptionBudget',
    needs: (c, plan) => void namedAfter(c, selectedWorkload(c, plan, 'the pods the budget protects')),
  },
  {
    kind: 'k8s.priority_class',
    label: 'high',
    title: 'PriorityClass',
  },
];
