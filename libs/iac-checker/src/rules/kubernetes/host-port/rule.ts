import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';

export const k8sHostPort = defineRule({
  id: 'IG-K8S-017',
  title: 'Container binds a port on the node',
  severity: 'MEDIUM',
  rationale:
    "A hostPort opens the port on the node's own address, outside Services and NetworkPolicies, and limits the pod to one per node.",
  remediation: 'Remove `hostPort` and expose the pod through a Service (ClusterIP, LoadBalancer) or an Ingress.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx))
        for (const p of c.node.list('ports')) {
          const hostPort = p.get('hostPort');
          const v = hostPort?.value();
          if (hostPort && typeof v === 'number' && v > 0)
            ctx.report(c.pod.resource, hostPort, containerText(c, `binds port ${v} on the node.`));
        }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
