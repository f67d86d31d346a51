import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  // Named by the request: as the namespace itself, or as where the other objects go.
  c.name ??= c.attrs.namespace ?? plan.components.map((o) => o.attrs.namespace).find(Boolean);
  plan.ensure('k8s.network_policy', 'default deny: pods talk only where a policy allows it', {
    label: 'default_deny',
  });
};
