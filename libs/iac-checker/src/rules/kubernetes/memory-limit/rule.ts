import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { at } from '../../view/node';

export const k8sMemoryLimit = defineRule({
  id: 'IG-K8S-014',
  title: 'Container without a memory limit',
  severity: 'MEDIUM',
  rationale:
    "A container without a memory limit can use all of the node's memory; the kernel then kills other pods (or system processes) to recover.",
  remediation: 'Set `resources.limits.memory` (for example `512Mi`) on every container.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        if (at(c.node, 'resources.limits.memory')) continue;
        ctx.report(c.pod.resource, at(c.node, 'resources.limits') ?? c.node, containerText(c, 'has no memory limit.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
