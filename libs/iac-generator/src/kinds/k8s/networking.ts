/** Services, ingresses and network policies. The namespace denies all traffic unless a policy allows it. */
import { type Kind } from '../kind';
import { WORKLOADS, asksForWorkload, inNamespace, isPlaceholder, namedFor, selectedWorkload } from './common';

export const NETWORKING_KINDS: Kind[] = [
  {
    kind: 'k8s.service',
    label: 'app',
    title: 'Service',
    needs: (c, plan) => {
      // The backend an ingress names, with no workload asked for, is a service that already runs.
      const backendOf = plan
        .all('k8s.ingress')
        .some((i) => namedFor(i, plan, 'k8s.service', 'backend service', i.attrs.backendService) === c);
      if (backendOf && !asksForWorkload(plan)) {
        c.config.existing = true;
        return void inNamespace(plan);
      }
      const target = selectedWorkload(c, plan, 'the pods this service sends traffic to');
      // Pods added for a service listen on the target port stated for it ("443 to 8443").
      const targetPort = c.attrs.ports[1];
      if (targetPort !== undefined && target?.implicit && !target.attrs.ports.length)
        target.attrs.ports.push(targetPort);
    },
  },
  {
    kind: 'k8s.ingress',
    label: 'app',
    title: 'Ingress',
    needs: (c, plan) => {
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
    },
  },
  {
    kind: 'k8s.network_policy',
    label: 'default_deny',
    title: 'NetworkPolicy',
    needs: (c, plan) => {
      inNamespace(plan);
      // A policy asked for the pods of a workload that already runs ("for the payments pods") selects them.
      const running = WORKLOADS.flatMap((k) => plan.all(k)).find((w) => w.attrs.flags.has('existing') && w.name);
      if (!c.implicit && running) c.ref.target ??= running;
    },
  },
];
