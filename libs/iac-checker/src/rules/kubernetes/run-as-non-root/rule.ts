import { defineRule } from '../../model';
import { containers, containerText, effective } from '../../helpers/pods';
import { asBool, asNumber, UNKNOWN } from '../../view/node';

export const k8sRunAsNonRoot = defineRule({
  id: 'IG-K8S-004',
  title: 'Container may run as root',
  severity: 'MEDIUM',
  rationale:
    'Without `runAsNonRoot: true` (or a non-zero `runAsUser`), the container runs as whatever user the image chose, which is root for most images.',
  remediation:
    'Set `securityContext.runAsNonRoot: true` on the pod or container, with a non-zero `runAsUser` if the image has no user of its own.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const nonRoot = effective(c, 'runAsNonRoot')?.value();
        const user = effective(c, 'runAsUser')?.value();
        if (nonRoot === UNKNOWN || user === UNKNOWN || asBool(nonRoot) === true) continue;
        const uid = asNumber(user);
        if (typeof uid === 'number' && uid > 0) continue;
        // An explicit UID 0 is reported by the rule for root users.
        if (uid === 0) continue;
        ctx.report(c.pod.resource, c.node, containerText(c, 'nothing stops it from running as root.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
