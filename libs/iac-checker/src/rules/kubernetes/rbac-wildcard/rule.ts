import { defineRule } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

export const k8sRbacWildcard = defineRule({
  id: 'IG-K8S-019',
  title: 'RBAC role grants every verb or every resource',
  severity: 'HIGH',
  rationale:
    "A `*` in a role's verbs or resources grants far more than any workload needs, including what is added to the API later; in a ClusterRole it approaches cluster-admin.",
  remediation: 'List the verbs (`get`, `list`, `watch`, ...) and resources the subject uses.',
  checks: {
    kubernetes: (ctx) => {
      for (const r of ctx.resources('Role', 'ClusterRole'))
        for (const rule of r.body.list('rules'))
          for (const key of ['verbs', 'resources']) {
            const node = rule.get(key);
            const list = asStrings(node?.value());
            if (node && list !== UNKNOWN && list.includes('*'))
              ctx.report(r, node, `The role grants every ${key === 'verbs' ? 'verb' : 'resource'} (\`*\`).`);
          }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
