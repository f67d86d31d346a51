import { type Needs } from '../../../plan/needs';
import { routeService, statedRoutes } from '../ingress/routes';
import { asksForWorkload, inNamespace, namedFor, selectedWorkload } from '../common';

export const needs: Needs = (c, plan) => {
  // The backend an ingress names, with no workload asked for, is a service that already runs.
  const backendOf = plan
    .all('k8s.ingress')
    .some(
      (i) =>
        namedFor(i, plan, 'k8s.service', 'backend service', i.attrs.backendService) === c ||
        !!statedRoutes(i)?.some((r) => routeService(plan, r) === c),
    );
  if (backendOf && !asksForWorkload(plan)) {
    c.config.existing = true;
    return void inNamespace(plan);
  }
  const target = selectedWorkload(c, plan, 'the pods this service sends traffic to');
  // Unnamed, it takes the name of the workload the user named that it fronts ("Deployment api ...
  // exposed through a Service": the Service api), as long as no other Service has that name.
  const fronted = target && !target.implicit ? target.name : undefined;
  if (!c.name && fronted && !plan.all('k8s.service').some((s) => s !== c && s.name === fronted)) c.name = fronted;
  // Pods added for a service listen on the target port stated for it ("443 to 8443").
  const targetPort = c.attrs.ports[1];
  if (targetPort !== undefined && target?.implicit && !target.attrs.ports.length) target.attrs.ports.push(targetPort);
  // A headless service's port is its pods' own ("headless Service on 5432"): the workload serves on it
  // when nothing else said its port.
  const [port] = c.attrs.ports;
  if (c.attrs.serviceType === 'None' && port !== undefined && target && !target.attrs.ports.length)
    target.attrs.ports.push(port);
};
