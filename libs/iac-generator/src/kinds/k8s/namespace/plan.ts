import { type Needs } from '../../../plan/needs';

// The namespaces every cluster has: they are referred to, never written again, and nothing
// denies their traffic by default (the cluster's own DNS and proxies run in kube-system).
const SYSTEM_NAMESPACES = new Set(['kube-system', 'kube-public', 'kube-node-lease', 'default']);

export const needs: Needs = (c, plan) => {
  // Named by the request: as the namespace itself, or as where the other objects go.
  c.name ??= c.attrs.namespace ?? plan.components.map((o) => o.attrs.namespace).find(Boolean);
  if (c.name && SYSTEM_NAMESPACES.has(c.name)) {
    c.attrs.flags.add('existing');
    if (c.implicit)
      c.implicit = 'where the objects were asked to go: a namespace every cluster has, referred to by name';
    return;
  }
  // A namespace said only as where the objects go ("in namespace data") is one the cluster has: written
  // again, its labels (restricted pod security) would change under the pods it runs already.
  const place = c.implicit
    ? plan.components.some((o) => o.attrs.namespacePlace && o.attrs.namespace === c.name)
    : c.attrs.namespacePlace;
  if (place && !c.attrs.labels) {
    c.attrs.flags.add('existing');
    if (c.implicit) c.implicit = 'where the objects were asked to go: a namespace the cluster has, referred to by name';
  }
  // A namespace the request says exists holds pods it did not describe: a deny added there would cut them off.
  if (c.attrs.flags.has('existing')) return;
  plan.ensure('k8s.network_policy', 'default deny of incoming traffic: pods are reached only on the ports they serve', {
    label: 'default_deny',
  });
};
