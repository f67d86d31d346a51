import { defineRule } from '../../model';
import { pods } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';

export const k8sHostIPC = defineRule({
  id: 'IG-K8S-007',
  title: "Pod shares the node's IPC namespace",
  severity: 'HIGH',
  rationale: 'The host IPC namespace lets containers read and write shared memory of processes outside the pod.',
  remediation: 'Remove `hostIPC: true`.',
  checks: {
    kubernetes: (ctx) => {
      for (const p of pods(ctx)) {
        const node = p.spec.get('hostIPC');
        if (node && isTrue(node.value())) ctx.report(p.resource, node);
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
