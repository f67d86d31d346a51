import { defineRule } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

const READ = new Set(['get', 'list', 'watch', '*']);

export const k8sRbacSecretsAccess = defineRule({
  id: 'IG-K8S-021',
  title: 'RBAC role can read Secrets',
  severity: 'MEDIUM',
  rationale:
    'Reading Secrets gives the holder every password, token and key stored in the namespace (or the cluster, for a ClusterRole); `list` and `watch` return them all at once.',
  remediation: 'Drop `secrets` from the rule, or limit it to named Secrets with `resourceNames` and the `get` verb.',
  checks: {
    kubernetes: (ctx) => {
      for (const r of ctx.resources('Role', 'ClusterRole'))
        for (const rule of r.body.list('rules')) {
          const resources = asStrings(rule.get('resources')?.value());
          const verbs = asStrings(rule.get('verbs')?.value());
          if (resources === UNKNOWN || verbs === UNKNOWN || !resources.includes('secrets')) continue;
          // Naming the Secrets it may get narrows the rule to them.
          if (rule.get('resourceNames') && !verbs.some((v) => v === 'list' || v === 'watch' || v === '*')) continue;
          if (verbs.some((v) => READ.has(v))) ctx.report(r, rule.get('resources'));
        }
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
