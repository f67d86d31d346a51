/**
 * The `podRole` settings family: an IAM role that pods assume through their Kubernetes service account
 * (IRSA, "IAM role for service accounts"), read where the request says so. The service account is the
 * role's given name or the one said with it, its namespace the one said ("in kube-system"), else default.
 */
import { type Rule } from '../settings';

export const POD_ROLE: Rule[] = [
  {
    re: /\b(?:irsa|iam roles? for (?:a |the )?(?:kubernetes |k8s )?service ?accounts?|eks pod identity)\b(?:\s+role)?(?:,?\s+(?:for|of)\s+(?:the\s+)?([a-z0-9][a-z0-9.-]*)\s+(?:kubernetes\s+|k8s\s+)?service ?account(?:\s+in\s+(?:the\s+)?(?:namespace\s+|ns\s+)?([a-z0-9][a-z0-9-]*)(?:\s+namespace)?)?)?/g,
    read: (m) => ({
      label: 'pod role',
      values: { podRole: { serviceAccount: m[1], namespace: m[2] } },
      family: 'podRole',
    }),
    consume: 'none',
    examples: {
      reads: {
        'irsa role for the external-dns service account in kube-system': {
          podRole: { serviceAccount: 'external-dns', namespace: 'kube-system' },
        },
        'an iam role for service accounts, used by the cert-manager pods': { podRole: { serviceAccount: undefined } },
        'irsa role for the billing service account in namespace apps': {
          podRole: { serviceAccount: 'billing', namespace: 'apps' },
        },
      },
      leaves: ['an iam role for the ec2 instances'],
    },
  },
];
