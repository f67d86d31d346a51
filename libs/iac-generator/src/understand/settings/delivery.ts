/**
 * The `delivery` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { ONE_TO_TEN } from '../numbers';
import { type Rule } from '../settings';

// Counts said in words ("fails twice", "after three failed attempts"): the counting words every
// reader of a count takes, and the two that say how many times.
const TIMES: Readonly<Record<string, number>> = { once: 1, twice: 2 };
const countOf = (said: string) => TIMES[said.toLowerCase()] ?? ONE_TO_TEN[said.toLowerCase()] ?? Number(said);

export const DELIVERY: Rule[] = [
  // Counts that are settings of one component, never several components.
  {
    // "dead-letter after 6 failed receives", "maximum of 4 receives": deliveries before a message is set aside.
    re: /\b(?:max(?:imum)?\s+(?:of\s+)?|after\s+)?(\d{1,3})\s+(?:failed\s+|unsuccessful\s+)?(?:rec(?:ei|ie)ves|rec(?:ei|ie)ve attempts|delivery attempts|deliveries)\b|\bmax(?:imum)?[ _]receive[ _]count\s*(?:of|=|:)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'maximum receives', values: { maxReceives: Number(m[1] ?? m[2]) }, family: 'delivery' }),
    examples: {
      reads: {
        'a queue that moves messages to a dead-letter queue after 5 receives': { maxReceives: 5 },
        'max receive count 3': { maxReceives: 3 },
        // The common misspelling of the word reads as it.
        'park it after 6 failed recieves': { maxReceives: 6 },
      },
      leaves: ['a queue with 5 consumers'],
    },
  },
  {
    // "anything that fails 3 times goes to a dead-letter queue", "after two failed attempts": a
    // message's failed tries before it is set aside are its receives.
    re: /\b(?:fails?|failed|errors?(?:\s+out)?)\s+(?:(\d{1,3}|three|four|five|six|seven|eight|nine|ten)\s+times|(once|twice))\b|\bafter\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:failures|(?:failed|unsuccessful)\s+(?:attempts|tries|processing attempts|deliveries))\b/g,
    read: (m) => ({
      label: 'maximum receives',
      values: { maxReceives: countOf(m[1] ?? m[2] ?? m[3]) },
      family: 'delivery',
    }),
    examples: {
      reads: {
        'a queue whose messages go to a dead-letter queue once they fail 4 times': { maxReceives: 4 },
        'set a message aside after two failed attempts': { maxReceives: 2 },
        'orders that fail twice are parked in a dead-letter queue': { maxReceives: 2 },
      },
      leaves: ['a queue with 3 consumers that never fails'],
    },
  },
  {
    // "batch size 5", "in batches of 20", "10 records at a time": what a consumer takes from its
    // queue or stream per invocation (the event source mapping's batch size).
    re: /\bbatch[ _-]?size\s*(?:of\s+|is\s+|=\s*|:\s*|to\s+)?(\d{1,5})\b|\bin\s+batches\s+of\s+(\d{1,5})\b|\b(\d{1,5})\s+(?:messages|records|events|items)\s+(?:at\s+a\s+time|per\s+(?:batch|invocation|call|run))\b/g,
    read: (m) => ({ label: 'batch size', values: { batchSize: Number(m[1] ?? m[2] ?? m[3]) }, family: 'delivery' }),
    examples: {
      reads: {
        'a queue read by the function with batch size 25': { batchSize: 25 },
        'the stream is processed in batches of 200': { batchSize: 200 },
        'it takes 8 messages at a time': { batchSize: 8 },
      },
      leaves: ['a batch job that runs 5 times a day'],
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
