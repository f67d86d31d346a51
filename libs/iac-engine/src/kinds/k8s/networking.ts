/** Services, ingresses and network policies. The namespace denies all traffic unless a policy allows it. */
import { type Kind } from '../kind';
import { inNamespace, selectedWorkload } from './common';

export const NETWORKING_KINDS: Kind[] = [
  {
    kind: 'k8s.service',
    label: 'app',
    title: 'Service',
    needs: (c, plan) => {
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
      c.ref.service =
        plan.first('k8s.service') ??
        plan.add('k8s.service', { implicit: 'the ingress routes to a service', label: 'app' });
    },
  },
  {
    kind: 'k8s.network_policy',
    label: 'default_deny',
    title: 'NetworkPolicy',
    needs: (_c, plan) => void inNamespace(plan),
  },
];
