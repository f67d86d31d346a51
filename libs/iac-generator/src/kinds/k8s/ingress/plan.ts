import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { inNamespace, isPlaceholder, namedFor } from '../common';
import { routeService, statedRoutes } from './routes';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // The certificate secret named for it is read by the ingress, not written with made-up contents.
  const tls = namedFor(c, plan, 'k8s.secret', 'TLS secret', c.attrs.tlsSecret);
  if (tls) {
    tls.config.tlsOf = c.id;
    c.ref.tlsSecret = tls;
  }
  // Routes stated one by one name their Services: those asked for here are referred to, the others already run.
  const routes = statedRoutes(c);
  if (routes) {
    c.ref.routeServices = routes.map((r) => routeService(plan, r)).filter((o): o is Component => !!o);
    return;
  }
  const backend = namedFor(c, plan, 'k8s.service', 'backend service', c.attrs.backendService);
  // A backend named by a name the request gave nothing else for already runs.
  if (c.attrs.backendService && !backend && !isPlaceholder(c.attrs.backendService)) return;
  const service = (c.ref.service =
    backend ??
    plan.first('k8s.service') ??
    plan.add('k8s.service', { implicit: 'the ingress routes to a service', label: 'app' }));
  // Unnamed, it takes the name of the Service it routes to when that one has a name of its own.
  if (!c.name && service.name && !plan.all('k8s.ingress').some((i) => i !== c && i.name === service.name))
    c.name = service.name;
};
