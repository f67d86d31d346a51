/**
 * The `role` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { PLAIN, ANY_ROLE } from './azure-words';

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
