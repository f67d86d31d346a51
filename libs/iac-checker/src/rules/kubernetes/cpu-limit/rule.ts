import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { at } from '../../view/node';

export const k8sCpuLimit = defineRule({
  id: 'IG-K8S-015',
  title: 'Container without a CPU limit',
  severity: 'LOW',
  rationale: 'Without a CPU limit, one busy container can starve the others on its node.',
  remediation: 'Set `resources.limits.cpu` (for example `500m`), or rely on a namespace LimitRange.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        if (at(c.node, 'resources.limits.cpu')) continue;
        ctx.report(c.pod.resource, at(c.node, 'resources.limits') ?? c.node, containerText(c, 'has no cpu limit.'));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
