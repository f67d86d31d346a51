/**
 * The `queueLimits` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { seconds, DURATION } from './limits-words';

export const QUEUE_LIMITS_1: Rule[] = [
  // "max size 2 GB", "maximum queue size of 1024 MB", "a 5 GB max size": of Service Bus queues and
  // topics only (a database's maximum size is its storage, read by settings.ts).
  {
    when: /\bservice ?bus\b/,
    re: /\b(?:max(?:imum)?\s+(?:queue\s+|topic\s+)?size\s+(?:of\s+|is\s+|=\s*)?(\d{1,5})\s*(gb|gib|mb|mib)\b|(\d{1,5})\s*(gb|gib|mb|mib)\s+max(?:imum)?\s+(?:queue\s+|topic\s+)?size\b)/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4];
      return { label: 'maximum size', values: { maxSizeMb: /^g/.test(unit) ? n * 1024 : n }, family: 'queueLimits' };
    },
    examples: {
      reads: { 'a service bus queue with a max size of 2 gb': { maxSizeMb: 2048 } },
      leaves: ['a service bus queue with 2 gb of storage'],
    },
  },
];

export const QUEUE_LIMITS_2: Rule[] = [
  // "default message TTL of 3 days", "message time-to-live 12 hours", "messages expire after 2 days",
  // "messages live 7 days" (how long a message may live is its time to live).
  {
    re: new RegExp(
      `\\b(?:(?:default\\s+)?(?:message\\s+)?(?:ttl|time[- ]to[- ]live)\\s+(?:of\\s+|is\\s+|=\\s*)?${DURATION}|messages?\\s+expires?\\s+after\\s+${DURATION}|messages?\\s+(?:may\\s+|can\\s+)?live\\s+(?:for\\s+)?${DURATION})`,
      'g',
    ),
    read: (m) => ({
      label: 'message time to live',
      values: { messageTtlSeconds: seconds(m[1] ?? m[3] ?? m[5], m[2] ?? m[4] ?? m[6]) },
      family: 'queueLimits',
    }),
    examples: {
      reads: {
        'a service bus topic with a default message ttl of 3 days': { messageTtlSeconds: 259200 },
        'a queue where messages expire after 12 hours': { messageTtlSeconds: 43200 },
        'a topic whose messages live for 2 days': { messageTtlSeconds: 172800 },
      },
      leaves: ['a dynamodb table with ttl on expires_at', 'a queue where the workers live in eu-west-1'],
    },
  },
];
