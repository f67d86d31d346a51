import { defineRule } from '../../model';
import { pods } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';

export const k8sHostNetwork = defineRule({
  id: 'IG-K8S-005',
  title: "Pod shares the node's network",
  severity: 'HIGH',
  rationale:
    'Pods on the host network see every connection on the node and can reach services bound to localhost there, bypassing network policies.',
  remediation: 'Remove `hostNetwork: true`; expose the pod through a Service instead.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostNetwork');
        if (node && isTrue(node.value())) ctx.report(p.resource, node);
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
