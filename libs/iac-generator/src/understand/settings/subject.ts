/**
 * The `subject` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SUBJECT_K8S_OBJECT: Rule[] = [
  // The service account a role is granted to: "bound to ci-runner", "granted to the deployer service account".
  {
    re: /\b(?:bound|granted|given|assigned|bind(?:s|ing)?(?:\s+it)?|grant(?:s|ing)?(?:\s+it)?)\s+to\s+(?:the\s+)?(?:(?:service ?account|sa)\s+(q\u00a7\d+|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)|(q\u00a7\d+|[a-z0-9]+(?:-[a-z0-9]+)+)(?:\s+service ?account)?|([a-z0-9]+)\s+service ?account)\b/g,
    when: /\broles?\b|\brole ?bindings?\b/,
    read: (m) => ({ label: 'bound to', values: { subjectName: m[1] ?? m[2] ?? m[3] }, family: 'subject' }),
    examples: {
      reads: { 'a role bound to the service account ci-runner': { subjectName: 'ci-runner' } },
      leaves: ['a role that can get and list pods'],
    },
  },
];
