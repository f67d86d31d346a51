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

// Words that are no class's name after "storage class" ("storage class for gp3 disks").
const NOT_A_CLASS =
  '(?:with|for|that|which|and|or|using|uses|to|on|in|as|at|the|a|an|is|of|named|called|provisioner|reclaim|default)\\b';

/**
 * The class a volume uses, named right after the words "storage class" ("10Gi volume per pod,
 * storageclass gp3", "volumes on storage class fast-ssd", "storage class: standard-rwo"): a class
 * the cluster has, referred to by name, never a new StorageClass. A class introduced as one to make
 * ("a storage class fast-ssd using the EBS CSI driver", "create storage class x") is left to be a
 * StorageClass of its own. Read before an object's name, which would take the words as its name.
 */
export const STORAGE_CLASS_USED_K8S: Rule[] = [
  {
    re: new RegExp(
      `(?<!\\b(?:a|an|new|one|own|custom|create|creates|define|add|separate|another)\\s{1,3})\\bstorage ?class(?: ?name\\b)?\\s*(?:[:=]\\s*|named\\s+|called\\s+)?(?!${NOT_A_CLASS})(${ANY_NAME})\\b(?![.:/])`,
      'g',
    ),
    when: /\bpvcs?\b|\bclaims?\b|\bpersistent ?volumes?\b|\bstateful ?sets?\b|\bvolumes?\b|\bdisks? per\b/,
    read: (m) => ({ label: 'storage class', values: { storageClassName: m[1] }, family: 'storageClassName' }),
    examples: {
      reads: {
        'a statefulset, 10gi volume per pod, storageclass gp3': { storageClassName: 'gp3' },
        'volumes on storage class fast-ssd': { storageClassName: 'fast-ssd' },
        // The field's own name said before the class: the class is the word after it, never "name".
        'use storageclassname premium-rwo for the volumes': { storageClassName: 'premium-rwo' },
      },
      leaves: [
        'a storage class fast-ssd using the ebs csi driver for the volumes',
        'a pvc and a storage class for gp3 disks',
      ],
    },
  },
];
