import { type Needs } from '../../../plan/needs';
import { inNamespace, isPlaceholder, namedFor } from '../common';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // The certificate secret named for it is read by the ingress, not written with made-up contents.
  const tls = namedFor(c, plan, 'k8s.secret', 'TLS secret', c.attrs.tlsSecret);
  if (tls) {
    tls.config.tlsOf = c.id;
    c.ref.tlsSecret = tls;
  }
  const backend = namedFor(c, plan, 'k8s.service', 'backend service', c.attrs.backendService);
  // A backend named by a name the request gave nothing else for already runs.
  if (c.attrs.backendService && !backend && !isPlaceholder(c.attrs.backendService)) return;
  c.ref.service =
    backend ??
    plan.first('k8s.service') ??
    plan.add('k8s.service', { implicit: 'the ingress routes to a service', label: 'app' });
};
