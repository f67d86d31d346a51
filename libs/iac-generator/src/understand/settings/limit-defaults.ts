/**
 * The `limitDefaults` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { QTYS, quantitiesOf } from './k8s-object-words';

export const LIMIT_DEFAULTS_K8S_OBJECT: Rule[] = [
  // What the defaults are for: "containers w/o resources get ...", "pods that set no limits": the
  // containers of any workload of the namespace, never a workload to make ("w/o" reaches the rules as "no").
  {
    re: /\b(?:containers?|pods?)\s+(?:without|w\/o|with\s+no|no|lacking|missing|that\s+(?:set|state|declare)\s+no)\s+(?:any\s+|their\s+own\s+)?(?:resources?|limits?|requests?)(?:\s+(?:set|of\s+their\s+own))?\b/g,
    when: /\blimit ?ranges?\b|\bdefault/,
    read: () => ({ label: 'default limits', values: {}, family: 'limitDefaults', untracked: true }),
    examples: {
      reads: { 'a limit range so pods with no limits get 1 cpu by default': {} },
      leaves: ['a deployment whose containers get 1 cpu'],
    },
  },
  // Both said after one "default": "get default 500m / 512Mi limits and 100m / 128Mi requests".
  {
    re: new RegExp(
      `\\bdefaults?\\s+(?:of\\s+)?${QTYS}\\s+(requests?|limits?)(?:\\s*(?:,|and|&|plus|with)\\s*${QTYS}\\s+(requests?|limits?))?`,
      'g',
    ),
    when: /\blimit ?ranges?\b|\bdefault\b/,
    read: (m) => {
      const values: {
        defaultLimit?: { cpu?: string; memory?: string };
        defaultRequest?: { cpu?: string; memory?: string };
      } = {};
      for (const [amounts, word] of [
        [m[1], m[2]],
        [m[3], m[4]],
      ])
        if (amounts && word) values[/^limit/.test(word) ? 'defaultLimit' : 'defaultRequest'] = quantitiesOf(amounts);
      return { label: 'default limits', values, family: 'limitDefaults' };
    },
    examples: {
      reads: {
        'a limit range giving containers default 300m / 384mi limits and 75m / 96mi requests': {
          defaultLimit: { cpu: '300m', memory: '384Mi' },
          defaultRequest: { cpu: '75m', memory: '96Mi' },
        },
      },
      leaves: ['a deployment with 300m / 384mi limits'],
    },
  },
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
