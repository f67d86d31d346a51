/**
 * The `limitDefaults` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { QTYS, quantitiesOf } from './k8s-object-words';

export const LIMIT_DEFAULTS_K8S_OBJECT: Rule[] = [
  // A LimitRange's defaults: "default requests of 100m CPU and 128Mi", "300m CPU and 512Mi memory requested by default".
  {
    re: new RegExp(
      `\\bdefault\\s+(?:(?:container|pod)s?\\s+)?(requests?|limits?)\\s*(?:of|:|=|are|is|to|at)?\\s*${QTYS}|${QTYS}\\s+(requested|requests?|limits?|limited|as\\s+(?:the\\s+)?(?:default\\s+)?(?:requests?|limits?))\\s+(?:by default|per container)|\\b(limit(?:ed|s)?|request(?:ed|s)?)\\s+(?:to\\s+|of\\s+)?${QTYS}\\s+by default`,
      'g',
    ),
    when: /\blimit ?range|\bby default\b|\bdefault\s+(?:(?:container|pod)s?\s+)?(?:requests?|limits?)\b/,
    read: (m) => {
      const word = m[1] ?? m[4] ?? m[5];
      const amounts = quantitiesOf(m[2] ?? m[3] ?? m[6]);
      const key = /^limit/.test(word.replace(/^as\s+(?:the\s+)?(?:default\s+)?/, ''))
        ? 'defaultLimit'
        : 'defaultRequest';
      return {
        label: key === 'defaultLimit' ? 'default limits' : 'default requests',
        values: { [key]: amounts },
        family: 'limitDefaults',
      };
    },
    examples: {
      reads: {
        'a limit range with default requests of 100m cpu and 128mi': {
          defaultRequest: { cpu: '100m', memory: '128Mi' },
        },
        // Which objects the defaults are for may stand between "default" and the word.
        'per namespace a default container limit of 250m / 256mi': {
          defaultLimit: { cpu: '250m', memory: '256Mi' },
        },
      },
      leaves: ['a container with 500m cpu'],
    },
  },
];
