/**
 * The `runtime` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { runtimeOf } from './helpers';

export const RUNTIME: Rule[] = [
  {
    re: /(?<![\w.])(node\.?js|nodejs|node(?=\s*(?:version\s+|v)?\d)|python|java(?!script)|javascript|typescript|golang|go(?=\s*\d)|\.net|dotnet|ruby|php)(?:\s*(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2})?)(?:\.x)?)?(?![\w-])/g,
    read: (m) => {
      const runtime = runtimeOf(m[1]);
      if (!runtime) return undefined;
      return {
        label: 'runtime',
        values: { runtime, runtimeVersion: m[2] },
        family: 'runtime',
        quiet: !m[2],
      };
    },
    consume: 2,
    examples: {
      reads: {
        'a lambda in python 3.12': { runtime: 'python', runtimeVersion: '3.12' },
        'a node.js 20 function': { runtime: 'node', runtimeVersion: '20' },
      },
      leaves: ['a nginx:1.27 container'],
    },
  },
];

export const RUNTIME_SERVICE: Rule[] = [
  // A Lambda custom runtime on Amazon Linux: "provided.al2023", "provided.al2", "a custom runtime".
  {
    re: /\bprovided\.(al2023|al2)\b|\b(?:custom|os[- ]only)\s+runtime\b/g,
    read: (m) => ({
      label: 'runtime',
      values: { runtime: 'provided', runtimeVersion: m[1] ?? 'al2023' },
      family: 'runtime',
    }),
    examples: {
      reads: {
        'a lambda on provided.al2023': { runtime: 'provided', runtimeVersion: 'al2023' },
        'a lambda with a custom runtime': { runtime: 'provided', runtimeVersion: 'al2023' },
      },
      leaves: ['a lambda with 256 mb'],
    },
  },
];
