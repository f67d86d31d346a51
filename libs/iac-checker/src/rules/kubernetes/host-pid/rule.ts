import { defineRule } from '../../model';
import { pods } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';

export const k8sHostPID = defineRule({
  id: 'IG-K8S-006',
  title: "Pod shares the node's process namespace",
  severity: 'HIGH',
  rationale:
    "With the host PID namespace the containers see, and can signal or inspect, every process on the node, including other pods' secrets in their environment.",
  remediation: 'Remove `hostPID: true`.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostPID');
        if (node && isTrue(node.value())) ctx.report(p.resource, node);
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
