/**
 * The `storageClassName` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { ANY_NAME } from './k8s-words';

export const STORAGE_CLASS_NAME_K8S: Rule[] = [
  // The class a claim is provisioned from: "a PVC on the premium-rwo storage class", "storageClassName: fast".
  {
    re: new RegExp(
      `\\b(?:on|using|uses|from|with|in|of)\\s+(?:the\\s+)?(?!(?:a|an|new|default|same|this|that|its)\\s)(${ANY_NAME})\\s+storage ?class\\b|\\bstorage ?class ?name\\s*[:=]?\\s*(${ANY_NAME})`,
      'g',
    ),
    when: /\bpvcs?\b|\bclaims?\b|\bpersistent ?volumes?\b|\bstateful ?sets?\b|\bvolumes?\b/,
    read: (m) => ({
      label: 'storage class',
      values: { storageClassName: m[1] ?? m[2] },
      family: 'storageClassName',
    }),
    examples: {
      reads: { 'a pvc on the premium-rwo storage class': { storageClassName: 'premium-rwo' } },
      leaves: ['a storage class using the efs csi driver'],
    },
  },
];
