/**
 * The `budget` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const BUDGET: Rule[] = [
  // A budget's amount, period and notification threshold: "500 EUR per month, email at 80%".
  {
    re: /[$€£]\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{2})?\b|\b(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{2})?\s*(?:usd|eur|gbp|chf|cad|aud|dollars?|euros?|pounds?)\b/g,
    read: (m) => ({ label: 'amount', values: { amount: Number((m[1] ?? m[2]).replace(/,/g, '')) }, family: 'budget' }),
    when: /\bbudget/,
    examples: { reads: { 'a budget of $1,200 a month': { amount: 1200 } }, leaves: ['a lambda that costs $5 to run'] },
  },
  {
    re: /\b(?:per|a|each|every)\s+(month|quarter|year)\b|\b(monthly|quarterly|yearly|annual(?:ly)?)\b/g,
    read: (m) => {
      const word = m[1] ?? m[2];
      const grain = /^month/.test(word) ? 'Monthly' : /^quarter/.test(word) ? 'Quarterly' : 'Annually';
      return { label: 'budget period', values: { timeGrain: grain }, family: 'budget' };
    },
    when: /\bbudget/,
    examples: {
      reads: { 'a quarterly budget of 3000 eur': { timeGrain: 'Quarterly' } },
      leaves: ['a monthly report job'],
    },
  },
  {
    re: /\b(?:at|when|reaches?|reaching|hits?|exceeds?|over|above|past|of)\s+(\d{1,3})\s*(?:%|percent)|\b(\d{1,3})\s*(?:%|percent)\s+of\s+(?:the\s+|its\s+)?(?:budget|amount|limit|spend)/g,
    read: (m) => ({ label: 'threshold', values: { thresholdPercent: Number(m[1] ?? m[2]) }, family: 'budget' }),
    when: /\bbudget/,
    examples: {
      reads: { 'a budget of 500 usd, email me at 80%': { thresholdPercent: 80 } },
      leaves: ['scale out at 80% cpu'],
    },
  },
];
