/**
 * The `accessModes` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { MODES, MODE } from './k8s-object-words';

export const ACCESS_MODES_K8S_OBJECT: Rule[] = [
  // Access modes: "ReadWriteMany", "RWO" (not inside a name such as premium-rwo), with why when said ("so they all
  // share the same data"); a volume "shared by many pods" is read-write by many nodes.
  {
    re: new RegExp(
      `(?<![\\w.-])${MODE}(?![\\w-])(?:,?\\s+so\\s+(?:that\\s+)?(?:they|the\\s+pods|pods|replicas)\\s+(?:all\\s+)?(?:can\\s+)?share\\s+(?:the\\s+same\\s+data|one\\s+volume|it|the\\s+data))?|\\b(?:shared|mounted|used|written)\\s+(?:by|across|from|between)\\s+(?:many|several|multiple|all(?:\\s+the)?|all\\s+of\\s+the)\\s+(?:pods|replicas|nodes)\\b`,
      'g',
    ),
    when: /\bpvcs?\b|\bclaims?\b|\bpersistent ?volumes?\b|\bvolumes?\b|\bstateful ?sets?\b/,
    read: (m) => ({
      label: 'access mode',
      values: {
        accessModes: [m[1] ? (MODES.find(([re]) => re.test(m[1]))?.[1] ?? 'ReadWriteOnce') : 'ReadWriteMany'],
      },
      family: 'accessModes',
    }),
    examples: {
      reads: {
        'a pvc with readwritemany': { accessModes: ['ReadWriteMany'] },
        'a pvc, readwritemany so the pods share one volume': { accessModes: ['ReadWriteMany'] },
        'a volume shared by many pods': { accessModes: ['ReadWriteMany'] },
      },
      leaves: ['a pvc on the premium-rwo storage class'],
    },
  },
];
