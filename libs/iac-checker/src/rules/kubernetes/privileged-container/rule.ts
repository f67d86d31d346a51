import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';
import { at } from '../../view/node';

export const k8sPrivilegedContainer = defineRule({
  id: 'IG-K8S-001',
  title: 'Privileged container',
  severity: 'CRITICAL',
  rationale:
    "A privileged container has every capability and the host's devices: escaping to the node, and from there to every pod on it, is trivial.",
  remediation:
    'Remove `privileged: true`; if the workload needs one kernel feature, add that single capability instead.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const p = at(c.node, 'securityContext.privileged');
        if (p && isTrue(p.value())) ctx.report(c.pod.resource, p, containerText(c, 'runs privileged.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
