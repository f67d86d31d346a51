/**
 * The `schedule` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { eventBridgeCron, at } from './helpers';

export const SCHEDULE: Rule[] = [
  // Cron and rate expressions written out.
  {
    re: /\b(cron\([^)]{9,60}\)|rate\(\d{1,4} (?:minutes?|hours?|days?)\))/g,
    read: (m) => ({ label: 'schedule', values: { schedule: m[1] }, family: 'schedule' }),
  },
  {
    re: /(?<![\w.])((?:[\d*/,-]+\s+){4}[\d*/,?a-z-]+)(?![\w.])/g,
    read: (m) =>
      /\*|\//.test(m[1]) && !/^\d+(?:\s+\d+){4}$/.test(m[1].trim())
        ? { label: 'schedule', values: { schedule: eventBridgeCron(m[1]) }, family: 'schedule' }
        : undefined,
  },
  // Schedules in words.
  {
    re: /\bevery\s+(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|days?)\b/g,
    read: (m) => {
      const unit = /^m/.test(m[2]) ? 'minute' : /^h/.test(m[2]) ? 'hour' : 'day';
      const n = Number(m[1]);
      return { label: 'schedule', values: { schedule: `rate(${n} ${unit}${n === 1 ? '' : 's'})` }, family: 'schedule' };
    },
  },
  // A clock time later in the same clause: "a daily backup of the table 'orders' at 03:00 UTC".
  {
    re: /\b(?:every ?day|daily|each day|nightly|every night)\b[^.;\n]{0,60}?\bat\s+(\d{1,2}):(\d{2})\s*(am|pm)?/g,
    read: (m) => {
      const [min, h] = at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
    consume: 'none',
  },
  {
    re: /\b(?:every ?day|daily|each day|nightly|every night)(?:(?:\s+(?:backups?|snapshots?|runs?|jobs?))?\s+(?:at|starting(?:\s+at)?|from)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:utc\s+)?(?:every ?day|daily|each day|nightly|every night)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], m[5], m[6]) : at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
  },
  {
    re: /\b(?:hourly|every hour)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'rate(1 hour)' }, family: 'schedule' }),
  },
  {
    re: /\bevery (\d{1,2}) minutes?\b|\bevery minute\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: m[1] && m[1] !== '1' ? `rate(${m[1]} minutes)` : 'rate(1 minute)' },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:weekly|every week|once a week)\b(?:\s+on\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?|\bevery (mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: `cron(0 0 ? * ${(m[1] ?? m[2] ?? 'sun').toUpperCase()} *)` },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:monthly|every month|once a month)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 1 * ? *)' }, family: 'schedule' }),
  },
  {
    re: /\bat midnight\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 * * ? *)' }, family: 'schedule' }),
  },
  // A clock time said apart from its schedule ("a weekly backup ... run it at 23:30"): the time of day it runs.
  {
    re: /\b(?:at|by)\s+(\d{1,2}):(\d{2})\s*(am|pm)?\b|\bat\s+(\d{1,2})\s*(am|pm)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], undefined, m[5]) : at(m[1], m[2], m[3]);
      const time = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
      return { label: 'time of day', values: { timeOfDay: time }, family: 'schedule' };
    },
  },
];
