/**
 * The `parameterValue` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PARAMETER_VALUE: Rule[] = [
  // A parameter's value stated plainly: "with value cache.local", "value = 17", "/svc/cache/url = cache.local".
  // A word of joining after "value" is no value ("a 40-character value without punctuation").
  {
    re: /(?:\bvalue\s*(?:of\s+|=\s*|:\s*)?|(?<=\/[a-z0-9_.{}+-]+\s*)=\s*)((?!q§)(?!(?:without|with|of|for|and|or|to|from|in|on|as|by|at|that|which|is)\b)[a-z0-9][^\s"',;]*)/g,
    read: (m) => ({ label: 'parameter value', values: { parameterValue: m[1] }, family: 'parameterValue' }),
    when: /\bparameter\b|\bssm\b/,
    examples: {
      reads: { 'an ssm parameter with value production': { parameterValue: 'production' } },
      leaves: [
        'a secret with value production',
        'an ssm parameter holding a generated 32-character value without symbols',
      ],
    },
  },
];
