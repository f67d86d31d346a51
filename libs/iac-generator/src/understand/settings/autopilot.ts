/**
 * The `autopilot` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const AUTOPILOT: Rule[] = [
  {
    re: /\bautopilot\b/g,
    read: () => ({ label: 'Autopilot', values: {}, flags: ['autopilot'], family: 'autopilot' }),
    examples: { reads: { 'a gke cluster in autopilot mode': {} }, leaves: ['a gke cluster with 3 nodes'] },
  },
];
