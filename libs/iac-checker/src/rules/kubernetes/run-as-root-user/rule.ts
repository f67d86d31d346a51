import { defineRule } from '../../model';
import { containers, containerText, effective } from '../../helpers/pods';
import { asNumber } from '../../view/node';

export const k8sRunAsRootUser = defineRule({
  id: 'IG-K8S-003',
  title: 'Container runs as root (UID 0)',
  severity: 'HIGH',
  rationale:
    'A process running as UID 0 is root in the container; combined with any escape or a writable host mount it is root on the node.',
  remediation:
    'Set `runAsUser` to a non-zero UID (and `runAsNonRoot: true`), and use an image that does not need root.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const user = effective(c, 'runAsUser');
        if (user && asNumber(user.value()) === 0)
          ctx.report(c.pod.resource, user, containerText(c, 'runs as root (UID 0).'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
