/**
 * The `mounts` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const MOUNTS_K8S: Rule[] = [
  // A workload that mounts the request's ConfigMaps and Secrets: "a Deployment that mounts both".
  {
    re: /\bmount(?:s|ed|ing)?\s+(?:both|them|all|these|those|it|(?:the\s+|its\s+)?(?:config ?maps?|secrets?|configuration|config))\b|\b(?:config ?maps?|secrets?|them|both)\s+(?:\S+\s+){0,2}mounted\b/g,
    when: /\bconfig ?maps?\b|\bsecrets?\b/,
    read: () => ({ label: 'mounts', values: { mountsConfig: true }, family: 'mounts', quiet: true }),
    examples: {
      reads: { 'a configmap, a secret and a deployment that mounts both': { mountsConfig: true } },
      leaves: ['a deployment with a secret'],
    },
  },
];
