import { defineRule } from '../../model';
import { containers, containerText, effective } from '../../helpers/pods';

export const k8sSeccompProfile = defineRule({
  id: 'IG-K8S-018',
  title: 'Container runs without a seccomp profile',
  severity: 'LOW',
  rationale:
    'Without a seccomp profile (or with `Unconfined`) every system call is open to the container, including the rarely used ones most kernel exploits rely on.',
  remediation: 'Set `securityContext.seccompProfile.type: RuntimeDefault` on the pod.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const type = effective(c, 'seccompProfile');
        const v = type?.get('type')?.value();
        if (v === 'RuntimeDefault' || v === 'Localhost' || (type && typeof v === 'symbol')) continue;
        ctx.report(c.pod.resource, type?.get('type') ?? c.node, containerText(c, 'has no seccomp profile.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
