/**
 * An Ingress's routes: those the request stated one by one ("/api to service api port 8080 and / to
 * service web"), or else the one route its single path, backend and port describe.
 */
import { type Component, type IngressRoute } from '../../../model/types';
import { dnsLabel } from '../../../model/names';
import { type Planner } from '../../../plan/planner';

/** The routes stated for `c`, in the order said; the single route of its path and backend otherwise. */
export function statedRoutes(c: Component): IngressRoute[] | undefined {
  return c.attrs.ingressRoutes?.length ? c.attrs.ingressRoutes : undefined;
}

/** The Service asked for in this request that a route names, if any; otherwise the route's Service already runs. */
export function routeService(plan: Planner, route: IngressRoute): Component | undefined {
  return plan
    .all('k8s.service')
    .find((o) => !o.implicit && (dnsLabel(o) === route.service || o.name === route.service));
}
