/**
 * The `retries` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num } from '../numbers';

export const RETRIES: Rule[] = [
  // Retries of a failed run, before "at most 2" is read as an upper bound of instances.
  {
    // Said as attempts too: "4 retry attempts", "retry attempts: 2".
    re: /\bretr(?:y|ies|ied)\s+(?:at most\s+|up to\s+|a maximum of\s+)?(\d{1,2}|one|two|three|four|five|ten)\s+times?\b|\b(\d{1,2})\s+(?:retries|retry\s+attempts?)\b|\bretry\s+attempts?\s*(?:of|=|:|is)?\s*(\d{1,2})\b/g,
    read: (m) => ({ label: 'retries', values: { retries: num(m[1] ?? m[2] ?? m[3]) }, family: 'retries' }),
    examples: {
      reads: {
        'a step that retries up to 3 times': { retries: 3 },
        'a job with 5 retries': { retries: 5 },
        'a job definition with 4 retry attempts': { retries: 4 },
        'retry attempts: 2': { retries: 2 },
      },
      leaves: ['a queue with 5 consumers'],
    },
  },
];

// How long the retries may go on, said after them: "over at most 2 hours", "within 30 minutes".
const WINDOW = String.raw`,?\s+(?:over|within|for|across)\s+(?:at\s+most\s+|up\s+to\s+|a\s+maximum\s+of\s+)?(\d{1,4})\s*(minutes?|mins?|m|hours?|hrs?|h|days?|d)\b`;
const minutes = (n: string, unit: string) => Number(n) * (/^h/.test(unit) ? 60 : /^d/.test(unit) ? 1440 : 1);

// Retries with the time they may take ("retry up to 10 times over at most 2 hours"): a delivery's
// retry policy. Read before the retention and schedule rules would take the time alone.
export const RETRY_WINDOW: Rule[] = [
  {
    re: new RegExp(
      String.raw`\bretr(?:y|ies|ied)\s+(?:at most\s+|up to\s+|a maximum of\s+)?(\d{1,2}|one|two|three|four|five|ten)\s+times?${WINDOW}|\b(\d{1,2})\s+retries${WINDOW}`,
      'g',
    ),
    read: (m) => {
      const [n, w, unit] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
      return { label: 'retries', values: { retries: num(n), retryWindowMinutes: minutes(w, unit) }, family: 'retries' };
    },
    examples: {
      reads: {
        'a subscription that retries up to 12 times over at most 3 hours': { retries: 12, retryWindowMinutes: 180 },
        'deliveries: 6 retries within 45 minutes': { retries: 6, retryWindowMinutes: 45 },
      },
      leaves: ['a backup kept 5 times over 2 hours'],
    },
  },
];
