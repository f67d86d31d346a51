import { defineRule } from '../../model';

export const k8sIngressTls = defineRule({
  id: 'IG-K8S-022',
  title: 'Ingress serves plain HTTP',
  severity: 'MEDIUM',
  rationale:
    'An Ingress without a `tls` section serves its hosts over HTTP only, so logins, cookies and data cross the internet unencrypted.',
  remediation: 'Add `spec.tls` with the hosts and a certificate Secret (cert-manager can issue it).',
  checks: {
    kubernetes: (ctx) => {
      for (const r of ctx.resources('Ingress')) if (!r.body.get('spec')?.list('tls').length) ctx.report(r);
    },
  },
  formats: ['kubernetes-yaml', 'terraform-kubernetes'],
});
