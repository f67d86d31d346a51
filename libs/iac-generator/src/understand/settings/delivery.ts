/**
 * The `delivery` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const DELIVERY: Rule[] = [
  // Counts that are settings of one component, never several components.
  {
    // "dead-letter after 6 failed receives", "maximum of 4 receives": deliveries before a message is set aside.
    re: /\b(?:max(?:imum)?\s+(?:of\s+)?|after\s+)?(\d{1,3})\s+(?:failed\s+|unsuccessful\s+)?(?:receives|receive attempts|delivery attempts|deliveries)\b|\bmax(?:imum)?[ _]receive[ _]count\s*(?:of|=|:)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'maximum receives', values: { maxReceives: Number(m[1] ?? m[2]) }, family: 'delivery' }),
    examples: {
      reads: {
        'a queue that moves messages to a dead-letter queue after 5 receives': { maxReceives: 5 },
        'max receive count 3': { maxReceives: 3 },
      },
      leaves: ['a queue with 5 consumers'],
    },
  },
  {
    re: /\bcontent[- ]based[- ]dedup(?:e|lication)?\b/g,
    read: () => ({ label: 'content-based deduplication', values: {}, flags: ['contentDedup'], family: 'delivery' }),
    examples: { reads: { 'a fifo queue with content-based deduplication': {} }, leaves: ['a fifo queue'] },
  },
  // Service Bus duplicate detection, with the window it looks back over: "duplicate detection over
  // a 10 minute window", "with duplicate detection (1 hour)".
  {
    re: /\bduplicate[- ]detection\b(?:\s*\(?\s*(?:over|with|of|for|across)?\s*(?:a\s+|an\s+)?(\d{1,4})[- ]?(minutes?|mins?|hours?|hrs?|h|days?)(?:[- ]window)?\)?)?/g,
    read: (m) => ({
      label: 'duplicate detection',
      values: {
        duplicateDetection: m[1]
          ? { windowMinutes: Number(m[1]) * (/^h/.test(m[2]) ? 60 : /^d/.test(m[2]) ? 1440 : 1) }
          : {},
      },
      family: 'delivery',
    }),
    examples: {
      reads: {
        'a service bus queue with duplicate detection over a 10 minute window': {
          duplicateDetection: { windowMinutes: 10 },
        },
        'a service bus queue with duplicate detection': { duplicateDetection: {} },
      },
      leaves: ['a service bus queue with sessions'],
    },
  },
];

export const DELIVERY_LIMITS: Rule[] = [
  // "max delivery count 7", "maximum delivery count of 5": deliveries before a message is dead-lettered.
  {
    re: /\bmax(?:imum)?\s+delivery\s+count\s+(?:of\s+|is\s+|=\s*|to\s+)?(\d{1,4})\b|\bmax(?:imum)?\s+(?:of\s+)?(\d{1,4})\s+deliver(?:y|ies)\b/g,
    read: (m) => ({ label: 'maximum receives', values: { maxReceives: Number(m[1] ?? m[2]) }, family: 'delivery' }),
    examples: {
      reads: { 'a service bus subscription with max delivery count 7': { maxReceives: 7 } },
      leaves: ['an sns subscription with raw message delivery'],
    },
  },
];
