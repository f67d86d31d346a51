import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { isTrue } from '../../helpers/settings';
import { at } from '../../view/node';

export const k8sPrivilegeEscalation = defineRule({
  id: 'IG-K8S-002',
  title: 'Container may gain more privileges than it starts with',
  severity: 'MEDIUM',
  rationale:
    'Unless `allowPrivilegeEscalation` is false, a process can gain privileges through setuid binaries or file capabilities, turning a small foothold into root in the container.',
  remediation: 'Set `securityContext.allowPrivilegeEscalation: false` on every container.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const node = at(c.node, 'securityContext.allowPrivilegeEscalation');
        if (!node) ctx.report(c.pod.resource, c.node, containerText(c, 'privilege escalation is not turned off.'));
        else if (isTrue(node.value()))
          ctx.report(c.pod.resource, node, containerText(c, 'privilege escalation is allowed.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
