/**
 * The `role` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { PLAIN, ANY_ROLE } from './azure-words';
import { GENERIC } from './grant-words';

export const ROLE_AZURE: Rule[] = [
  // Built-in roles by name: "the Storage Queue Data Contributor role", "AcrPush", "role Reader".
  {
    re: new RegExp(
      `\\b(${PLAIN.join('|')})\\b|\\b(${ANY_ROLE})\\s+role\\b|\\brole\\s+(?:of\\s+)?(${ANY_ROLE})\\b`,
      'g',
    ),
    read: (m) => ({ label: 'role', values: { roleNames: [m[1] ?? m[2] ?? m[3]] }, family: 'role' }),
    consume: [1, 2, 3],
    examples: {
      reads: {
        'grant the storage queue data contributor role to the function': {
          roleNames: ['storage queue data contributor'],
        },
        'give it the reader role': { roleNames: ['reader'] },
      },
      leaves: ['a role for the lambda function'],
    },
  },
];

export const ROLE_GRANTS: Rule[] = [
  // Roles named by everyday words count as a grant when they are given on something:
  // "with Contributor on the resource group", "gets Reader access over the subscription" (never
  // "a reader on the cluster", a database replica).
  {
    re: /(?<=\b(?:with|grant(?:s|ed|ing)?|giv(?:e|es|en|ing)|assign(?:s|ed|ing)?|gets?|has|have|receives?)\s+(?:the\s+)?)(owner|contributor|reader)\s+(?:access\s+|rights\s+|permissions?\s+)?(?:on|over|at|across)\s+(?:the|this|that|its|our|their)\s+[a-z]/g,
    read: (m) => ({ label: 'role', values: { roleNames: [m[1]] }, family: 'role' }),
    consume: 1,
    examples: {
      reads: { 'a managed identity with contributor on the resource group': { roleNames: ['contributor'] } },
      leaves: ['a contributor guide'],
    },
  },
  // "grant/give/assign ... the <Name> role": the verb makes it a grant, the name is up to four words.
  {
    re: /(?<=\b(?:grant(?:s|ed|ing)?|giv(?:e|es|en|ing)|assign(?:s|ed|ing)?|gets?|receives?)\b[^.;\n]{0,60}?)\b(?:the|an?)\s+((?:[a-z][a-z]*\s+){0,3}[a-z][a-z]*)\s+role\b(?!\s+(?:assignment|definition|binding))/g,
    read: (m) => {
      const words = m[1].split(/\s+/);
      if (words.some((w) => GENERIC.test(w))) return undefined;
      return { label: 'unknown role', values: { unknownRoles: [m[1]] }, family: 'role' };
    },
    consume: 1,
    when: /\brole\b/,
    examples: {
      reads: { 'assign it the ledger auditor role': { unknownRoles: ['ledger auditor'] } },
      leaves: ['an iam role for the lambda'],
    },
  },
];
