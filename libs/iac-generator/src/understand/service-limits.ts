/**
 * Limits engineers state for queues, subscriptions, caches, databases, keys and secrets, read with
 * their units: a Service Bus queue's largest size ("max size 2 GB"), how long a received message
 * stays locked ("lock duration of 90 seconds"), deliveries before dead-lettering ("max delivery
 * count 7"), how long messages live ("default message TTL of 3 days"), a subscription's
 * acknowledgement deadline and exactly-once delivery, automatic failover of a cache, a weekly
 * maintenance window, Aurora capacity units ("0.5 to 8 ACUs"), an Azure Cache for Redis size
 * ("family P capacity 2"), how long a deleted key or vault stays recoverable ("a 10 day deletion
 * window") and what a generated password looks like ("24 characters, excluding quotes"); alarm
 * conditions come from alarm-settings.ts. Read before the general patterns of settings.ts, so
 * "2 GB" is not read as storage nor "3 days" as retention.
 */
import { type Rule } from './settings';
import { ALARM_RULES } from './alarm-settings';

const SECONDS: Record<string, number> = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60, h: 3600, hour: 3600 };
const DAY_SECONDS = 86400;

/** A duration in seconds from a number and its unit word ("2 minutes", "90 s", "3 days"). */
function seconds(n: string, unit: string): number {
  const u = unit.toLowerCase().replace(/s$/, '');
  if (/^(?:day|d)$/.test(u)) return Number(n) * DAY_SECONDS;
  if (/^(?:week|wk)$/.test(u)) return Number(n) * 7 * DAY_SECONDS;
  return Number(n) * (SECONDS[u] ?? 1);
}

const DURATION = '(\\d{1,4})\\s*[- ]?(seconds?|secs?|s|minutes?|mins?|m|hours?|h|days?|d|weeks?)\\b';

// Characters named by their words, as people list what a password must not hold.
const CHARACTER_WORDS: [RegExp, string][] = [
  [/^double[- ]quotes?/, '"'],
  [/^single[- ]quotes?|^apostrophes?/, "'"],
  [/^quotes?|^quotation marks?/, '"\''],
  [/^backslash(?:es)?/, '\\'],
  [/^(?:forward )?slash(?:es)?/, '/'],
  [/^at[- ]signs?|^@/, '@'],
  [/^backticks?/, '`'],
  [/^spaces?/, ' '],
];

/** The characters a list names ("quotes and backslashes", "'/', '@' and '\"'"), each once. */
function excluded(list: string): string {
  const out = new Set<string>();
  for (const part of list.split(/\s*(?:,|\band\b|\bor\b|&)\s*/)) {
    const p = part.trim().replace(/^(?:the\s+|any\s+)/, '');
    const quoted = /^["'`](.+)["'`]$/.exec(p);
    if (quoted) for (const ch of quoted[1]) out.add(ch);
    else for (const ch of CHARACTER_WORDS.find(([re]) => re.test(p))?.[1] ?? '') out.add(ch);
  }
  return [...out].join('');
}

export const LIMIT_RULES: Rule[] = [
  ...ALARM_RULES,
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
  },
  // "lock duration 2 minutes", "a lock duration of 45 seconds", "a 90-second lock".
  {
    re: new RegExp(
      `\\b(?:(?:message\\s+|peek\\s+)?lock\\s+duration\\s+(?:of\\s+|is\\s+|=\\s*)?${DURATION}|${DURATION}\\s+(?:message\\s+)?lock(?:\\s+duration)?\\b)`,
      'g',
    ),
    read: (m) => ({
      label: 'lock duration',
      values: { lockSeconds: seconds(m[1] ?? m[3], m[2] ?? m[4]) },
      family: 'lock',
    }),
  },
  // "max delivery count 7", "maximum delivery count of 5": deliveries before a message is dead-lettered.
  {
    re: /\bmax(?:imum)?\s+delivery\s+count\s+(?:of\s+|is\s+|=\s*|to\s+)?(\d{1,4})\b|\bmax(?:imum)?\s+(?:of\s+)?(\d{1,4})\s+deliver(?:y|ies)\b/g,
    read: (m) => ({ label: 'maximum receives', values: { maxReceives: Number(m[1] ?? m[2]) }, family: 'delivery' }),
  },
  // "default message TTL of 3 days", "message time-to-live 12 hours", "messages expire after 2 days".
  {
    re: new RegExp(
      `\\b(?:(?:default\\s+)?(?:message\\s+)?(?:ttl|time[- ]to[- ]live)\\s+(?:of\\s+|is\\s+|=\\s*)?${DURATION}|messages?\\s+expires?\\s+after\\s+${DURATION})`,
      'g',
    ),
    read: (m) => ({
      label: 'message time to live',
      values: { messageTtlSeconds: seconds(m[1] ?? m[3], m[2] ?? m[4]) },
      family: 'queueLimits',
    }),
  },
  // "ack deadline 45 seconds", "an acknowledgement deadline of 2 minutes": how long a reader has to acknowledge.
  {
    re: new RegExp(`\\back(?:nowledge?ment)?\\s+deadline\\s+(?:of\\s+|is\\s+|=\\s*|to\\s+)?${DURATION}`, 'g'),
    read: (m) => ({
      label: 'acknowledgement deadline',
      values: { timeoutSeconds: seconds(m[1], m[2]) },
      family: 'subscriptionDelivery',
    }),
  },
  {
    re: /\bexactly[- ]once(?:\s+delivery)?\b/g,
    read: () => ({ label: 'exactly-once delivery', values: { exactlyOnce: true }, family: 'subscriptionDelivery' }),
  },
  // "automatic failover", "failover enabled": a replica takes over on its own.
  {
    re: /\b(?:automatic(?:ally)?|auto)[ -]?fail[ -]?overs?\b|\bfail[ -]?over\s+(?:is\s+)?(?:enabled|on|automatically)\b/g,
    read: () => ({ label: 'automatic failover', values: { failover: true }, family: 'failover' }),
  },
  // "maintenance window on Sundays at 02:00 UTC", "maintenance every tuesday at 3am".
  {
    re: /\bmaintenance(?:\s+window)?\s*(?:is\s+|on\s+|every\s+|:\s*)*(sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?s?\s+(?:at|from)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*utc)?\b/g,
    read: (m) => {
      const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(m[1].slice(0, 3));
      let hour = Number(m[2]) % 24;
      if (m[4] === 'pm' && hour < 12) hour += 12;
      if (m[4] === 'am' && hour === 12) hour = 0;
      const minute = Number(m[3] ?? 0);
      return day < 0 || minute > 59
        ? undefined
        : { label: 'maintenance window', values: { maintenanceWindow: { day, hour, minute } }, family: 'maintenance' };
    },
  },
  // Aurora capacity units, halves allowed: "between 0.5 and 8 ACUs", "1-16 ACU", "up to 32 ACUs".
  {
    re: /\b(?:(?:between|from)\s+)?(\d{1,3}(?:\.5|\.0)?)\s*(?:acus?\s*)?(?:and|to|-)\s*(\d{1,3}(?:\.5|\.0)?)\s*acus?\b|\b(?:up to|max(?:imum)?(?:\s+of)?|at most)\s+(\d{1,3}(?:\.5|\.0)?)\s*acus?\b/g,
    read: (m) => {
      const acu = (s: string) => Math.min(256, Math.max(0, Math.round(Number(s) * 2) / 2));
      return m[3]
        ? { label: 'capacity units', values: { max: acu(m[3]) }, family: 'scaling' }
        : { label: 'capacity units', values: { min: acu(m[1]), max: acu(m[2]) }, family: 'scaling' };
    },
  },
  // An Azure Cache for Redis size as Azure names it: "family P capacity 2", "capacity 1".
  {
    re: /\b(?:(?:sku\s+)?family\s+(c|p)\b[\s,]*(?:(?:and|with)\s+)?)?capacity\s+(?:of\s+|=\s*)?([0-6])\b(?!\s*(?:gb|gib|mb|tb|units|nodes|%))/g,
    when: /\bredis\b/,
    read: (m) => ({
      label: 'cache size',
      values: { cacheSize: { family: m[1] ? (m[1].toUpperCase() as 'C' | 'P') : undefined, capacity: Number(m[2]) } },
      family: 'cacheSize',
    }),
  },
  // "a 10 day deletion window", "pending window of 14 days", "soft-delete retention of 30 days".
  {
    re: /\b(?:(\d{1,3})[ -]?days?\s+(?:key\s+)?(?:deletion|pending|soft[- ]?delete)\s+(?:window|period|retention)|(?:deletion|pending)\s+window\s+(?:of\s+|is\s+|=\s*)?(\d{1,3})\s*days?|soft[- ]?delete\s+(?:retention(?:\s+period)?|period|window)\s+(?:of\s+|is\s+|=\s*|for\s+)?(\d{1,3})\s*days?|soft[- ]?delete(?:d)?\s+(?:for|kept for)\s+(\d{1,3})\s*days?)\b/g,
    read: (m) => ({
      label: 'deletion window',
      values: { deletionWindowDays: Number(m[1] ?? m[2] ?? m[3] ?? m[4]) },
      family: 'keyDeletion',
    }),
  },
  // "a generated password of 24 characters", "32-character password", "excluding quotes and backslashes".
  {
    re: /\b(?:(?:(?:randomly\s+)?(?:generated|random)\s+)?password\s+(?:of\s+|with\s+|is\s+)?(\d{1,3})\s*(?:characters|chars)\b|(\d{1,3})[ -](?:characters?|chars?)(?:\s+long)?\s+(?:generated\s+|random\s+)?password\b|password\s+length\s+(?:of\s+|is\s+|=\s*)?(\d{1,3})\b)/g,
    read: (m) => ({
      label: 'password length',
      values: { passwordLength: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'password',
    }),
  },
  {
    re: /\b(?:excluding|exclude|without|except(?:\s+for)?|no)\s+(?:the\s+)?(?:characters?\s+)?((?:(?:["'`][^"'`\s]{1,10}["'`]|double[- ]quotes?|single[- ]quotes?|quotes?|quotation marks?|apostrophes?|backslash(?:es)?|(?:forward )?slash(?:es)?|at[- ]signs?|backticks?|spaces?)(?:\s*,\s*|\s+(?:and|or)\s+|\s*&\s*)?)+)/g,
    when: /\bpassword/,
    read: (m) => {
      const chars = excluded(m[1]);
      return chars
        ? { label: 'excluded characters', values: { excludeCharacters: chars }, family: 'password' }
        : undefined;
    },
  },
];
