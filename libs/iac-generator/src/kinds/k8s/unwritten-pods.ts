/**
 * Whether a namespace of the request already runs pods the request does not write: an Ingress or a
 * Service routes to them, or a workload is said to run already. Such a namespace exists, with traffic
 * the request does not describe, so nothing may relabel it or deny traffic in it by default.
 */
import { type Component } from '../../model/types';
import { type K8sContext } from '../../render/kubernetes/context';
import { WORKLOADS } from './common';
import { statedRoutes } from './ingress/routes';

/** Whether the request refers to pods it does not write: routed to, selected by label, or said to run already. */
export function runsUnwrittenPods(x: K8sContext): boolean {
  const plan = x.plan;
  const routedElsewhere = plan.all('k8s.ingress').some((i) => {
    const routes = statedRoutes(i);
    if (routes) return routes.length > ((i.ref.routeServices as Component[] | undefined)?.length ?? 0);
    return !!i.attrs.backendService && !i.ref.service;
  });
  const selectsElsewhere = plan.all('k8s.service').some((s) => s.config.existing || (s.attrs.labels && !s.ref.target));
  const running = WORKLOADS.some((k) => plan.all(k).some((w) => w.attrs.flags.has('existing')));
  return routedElsewhere || selectsElsewhere || running;
}
