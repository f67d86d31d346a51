/**
 * The default deny nobody asked for is written only where it cannot break the request. It covers
 * incoming traffic only: the request never lists everything its pods call out to (a database in
 * another namespace, an outside API), so outgoing traffic stays open. Each workload written here is
 * still reached on the port it serves, from wherever its clients are (an ingress controller, another
 * namespace, a load balancer); what is denied is the rest. And it is not written at all in a namespace
 * that runs pods the request did not write (an Ingress or Service routing to one, a workload said to
 * run already): the request cannot say what reaches those, so a deny would cut them off.
 */
import { type Component } from '../../../model/types';
import { type K8sContext } from '../../../render/kubernetes/context';
import { selectorOf } from '../manifests/common';
import { declaredPort } from '../manifests/pod';
import { runsUnwrittenPods } from '../unwritten-pods';

export function denyUnasked(c: Component, x: K8sContext): void {
  if (runsUnwrittenPods(x)) return;
  x.add(
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: x.meta(c, { name: 'default-deny-ingress' }),
      spec: { podSelector: {}, policyTypes: ['Ingress'] },
    },
    'Default deny of incoming traffic: a pod is reached only on a port a policy opens.',
  );
  // A workload behind a Service written here is opened by that Service's own policy, a stateful set by its own.
  const behindService = new Set(x.plan.all('k8s.service').map((s) => s.ref.target));
  for (const w of ['k8s.deployment', 'k8s.daemon_set', 'k8s.rollout'].flatMap((k) => x.plan.all(k))) {
    const port = behindService.has(w) ? undefined : declaredPort(w, x);
    if (!port) continue;
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: x.meta(c, { name: `allow-${x.name(w).slice(0, 50)}-port` }),
        spec: {
          podSelector: selectorOf(x.name(w)),
          policyTypes: ['Ingress'],
          ingress: [{ ports: [{ port, protocol: 'TCP' }] }],
        },
      },
      `Lets in traffic to ${x.name(w)} on port ${port}, the port it serves.`,
    );
  }
}
