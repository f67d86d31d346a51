/**
 * The `consumption` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CONSUMPTION: Rule[] = [
  {
    re: /\bconsumption(?: plan| tier| sku)?\b|\bpay[- ]per[- ]execution\b|\bserverless plan\b/g,
    read: () => ({ label: 'consumption plan', values: {}, flags: ['consumption'], family: 'consumption' }),
    examples: { reads: { 'a function app on the consumption plan': {} }, leaves: ['a function app on a premium plan'] },
  },
];
