import { defineRule } from '../../model';
import { containers, containerText } from '../../helpers/pods';
import { at } from '../../view/node';

export const k8sResourceRequests = defineRule({
  id: 'IG-K8S-016',
  title: 'Container without CPU and memory requests',
  severity: 'LOW',
  rationale:
    'Without requests the scheduler cannot place pods sensibly, and under pressure they are the first to be evicted.',
  remediation:
    'Set `resources.requests.cpu` and `resources.requests.memory` to what the container needs at steady state.',
  checks: {
    kubernetes: (ctx) => {
      for (const c of containers(ctx)) {
        const requests = at(c.node, 'resources.requests');
        const missing = ['cpu', 'memory'].filter((k) => !requests?.get(k));
        if (missing.length)
          ctx.report(c.pod.resource, requests ?? c.node, containerText(c, `has no ${missing.join(' or ')} request.`));
      }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
