import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { isFalse } from '../../helpers/settings';
import { at } from '../../view/node';

export const k8sWritableRootFilesystem = defineRule({
  id: 'IG-K8S-012',
  title: 'Container root file system is writable',
  severity: 'LOW',
  rationale:
    "A writable root file system lets an attacker drop tools or change the application's own files; read-only forces writes into declared volumes.",
  remediation:
    'Set `securityContext.readOnlyRootFilesystem: true` and mount an `emptyDir` where the application writes (for example /tmp).',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const node = at(c.node, 'securityContext.readOnlyRootFilesystem');
        if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'its root file system is writable.'));
        else if (isFalse(node.value()))
          ctx.report(c.pod.resource, node, containerText(c, 'its root file system is writable.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
