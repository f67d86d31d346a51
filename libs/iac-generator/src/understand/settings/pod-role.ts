/**
 * The `podRole` settings family: an IAM role that pods assume through their Kubernetes service account
 * (IRSA, "IAM role for service accounts"), read where the request says so. The service account is the
 * role's given name or the one said with it, its namespace the one said ("in kube-system"), else default.
 */
import { type Rule } from '../settings';

export const POD_ROLE: Rule[] = [
  // A Google service account that a Kubernetes service account acts as through Workload Identity: "let the
  // Kubernetes service account invoicer in namespace billing impersonate it", "bind the ksa api in ns web to it".
  {
    re: /\b(?:(?:kubernetes|k8s)\s+service ?account|ksa)\s+(?:named\s+|called\s+)?([a-z0-9][a-z0-9.-]*[a-z0-9])\s+(?:in|from)\s+(?:the\s+)?(?:(?:namespace|ns)\s+([a-z0-9][a-z0-9-]*[a-z0-9])|([a-z0-9][a-z0-9-]*[a-z0-9])\s+namespace)\b/g,
    when: /\bworkload[- ]identity\b|\bimpersonat/,
    read: (m) => ({
      label: 'Workload Identity',
      values: { podRole: { serviceAccount: m[1], namespace: m[2] ?? m[3] } },
      family: 'workloadIdentity',
    }),
    examples: {
      reads: {
        'a gsa reporter; let the kubernetes service account rep in namespace stats impersonate it': {
          podRole: { serviceAccount: 'rep', namespace: 'stats' },
        },
        'workload identity for the ksa web in the shop namespace': {
          podRole: { serviceAccount: 'web', namespace: 'shop' },
        },
      },
      leaves: ['a kubernetes service account api in namespace web'],
    },
  },
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
