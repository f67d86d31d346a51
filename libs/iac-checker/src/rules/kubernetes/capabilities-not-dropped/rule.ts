import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';

export const k8sCapabilitiesNotDropped = defineRule({
  id: 'IG-K8S-011',
  title: 'Container keeps the default Linux capabilities',
  severity: 'LOW',
  rationale:
    'Containers start with a set of capabilities (NET_RAW, CHOWN, SETUID, ...) most never use; dropping them all removes tools an attacker would otherwise find ready.',
  remediation: 'Set `securityContext.capabilities.drop: [ALL]` and add back only what is needed.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const drop = at(c.node, 'securityContext.capabilities.drop');
        const list = asStrings(drop?.value());
        if (list === UNKNOWN || list.some((x) => x.toUpperCase() === 'ALL')) continue;
        ctx.report(c.pod.resource, drop ?? c.node, containerText(c, 'does not drop the default capabilities.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
