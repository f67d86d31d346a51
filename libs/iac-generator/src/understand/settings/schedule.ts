/**
 * The `schedule` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { eventBridgeCron, at } from './helpers';

// A day of the week by its full name, or several of it ("sundays").
const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?';

export const SCHEDULE: Rule[] = [
  // Cron and rate expressions written out.
  {
    re: /\b(cron\([^)]{9,60}\)|rate\(\d{1,4} (?:minutes?|hours?|days?)\))/g,
    read: (m) => ({ label: 'schedule', values: { schedule: m[1] }, family: 'schedule' }),
    examples: {
      reads: {
        'a rule on cron(0 12 * * ? *)': { schedule: 'cron(0 12 * * ? *)' },
        'a rule on rate(5 minutes)': { schedule: 'rate(5 minutes)' },
      },
      leaves: ['a log group that keeps logs for 30 days'],
    },
  },
  {
    re: /(?<![\w.])((?:[\d*/,-]+\s+){4}[\d*/,?a-z-]+)(?![\w.])/g,
    read: (m) =>
      /\*|\//.test(m[1]) && !/^\d+(?:\s+\d+){4}$/.test(m[1].trim())
        ? { label: 'schedule', values: { schedule: eventBridgeCron(m[1]) }, family: 'schedule' }
        : undefined,
    examples: {
      reads: { 'a cron job on */15 * * * *': { schedule: 'cron(*/15 * * * ? *)' } },
      leaves: ['a vpc with 10 10 10 10 10 addresses'],
    },
  },
  // Schedules in words.
  {
    re: /\bevery\s+(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|days?)\b/g,
    read: (m) => {
      const unit = /^m/.test(m[2]) ? 'minute' : /^h/.test(m[2]) ? 'hour' : 'day';
      const n = Number(m[1]);
      return { label: 'schedule', values: { schedule: `rate(${n} ${unit}${n === 1 ? '' : 's'})` }, family: 'schedule' };
    },
    examples: {
      reads: { 'a lambda that runs every 6 hours': { schedule: 'rate(6 hours)' } },
      leaves: ['a secret rotated every 30 days'],
    },
  },
  // Working days, with a clock time said after or before them: "every weekday at 06:00 UTC", "Monday to
  // Friday at 7 am", "at 18:30 on weekdays", "every weekday 6am" (a time without "at" has am/pm or minutes). EventBridge's day-of-week field takes MON-FRI.
  {
    re: /\b(?:every\s+weekday|(?:on\s+)?weekdays|(?:from\s+)?mon(?:day)?s?\s*(?:-|to|through|thru|until)\s*fri(?:day)?s?)\b(?:[^.;\n]{0,40}?(?:\bat\s+|\b(?=\d{1,2}(?::\d{2}|\s*[ap]m\b)))(\d{1,2})(?::(\d{2}))?\s*(?:(am|pm)\b)?(?![\d:]))?|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(?:(am|pm)\b)?\s*(?:utc\s+)?(?:on\s+|every\s+)?(?:weekdays?|mon(?:day)?s?\s*(?:-|to|through|thru|until)\s*fri(?:day)?s?)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], m[5], m[6]) : m[1] ? at(m[1], m[2], m[3]) : [0, 0];
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} ? * MON-FRI *)` }, family: 'schedule' };
    },
    examples: {
      reads: {
        'a report every weekday at 06:00 utc': { schedule: 'cron(0 6 ? * MON-FRI *)' },
        'kick the export off every weekday 5am utc': { schedule: 'cron(0 5 ? * MON-FRI *)' },
        'run it monday to friday at 7 pm': { schedule: 'cron(0 19 ? * MON-FRI *)' },
        'a job at 18:30 on weekdays': { schedule: 'cron(30 18 ? * MON-FRI *)' },
      },
      leaves: ['a bucket for weekday reports'],
    },
  },
  // Other days of the week said as a range or a class ("on business days", "on weekends", "mon-thu";
  // weekdays are read just above): the days the schedule runs on, at midnight; a clock time said with
  // it sets the hour (time-of-day.ts).
  {
    re: /\b(?:(?:every|each|on|all)\s+)?(?:(business days?|working days?|work ?days?)|(week ?ends?))\b|\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:-|–|to|through|thru|until)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g,
    read: (m) => {
      const days = m[1] ? 'MON-FRI' : m[2] ? 'SAT,SUN' : `${m[3].toUpperCase()}-${m[4].toUpperCase()}`;
      return { label: 'schedule', values: { schedule: `cron(0 0 ? * ${days} *)` }, family: 'schedule' };
    },
    examples: {
      reads: {
        'run the export on business days': { schedule: 'cron(0 0 ? * MON-FRI *)' },
        'a cleanup job on weekends': { schedule: 'cron(0 0 ? * SAT,SUN *)' },
        'a batch job mon-thu': { schedule: 'cron(0 0 ? * MON-THU *)' },
      },
      leaves: ['keep 5 weekly backups', 'a dashboard of the week', 'a bucket for weekday reports'],
    },
  },
  // A clock time later in the same clause: "a daily backup of the table 'orders' at 03:00 UTC".
  {
    re: /(?<![\w/.:-])(?:every ?day|daily|each day|nightly|every night)(?![\w/:-]|\.\w)[^.;\n]{0,60}?\bat\s+(\d{1,2}):(\d{2})\s*(?:(am|pm)\b)?/g,
    read: (m) => {
      const [min, h] = at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
    consume: 'none',
    examples: {
      reads: { 'a daily snapshot of the volume at 02:30': { schedule: 'cron(30 2 * * ? *)' } },
      leaves: ['keep 7 daily backups'],
    },
  },
  // A clock time right after the word, with no "at" ("daily 23:00 UTC", "nightly backups 01:30"): a colon makes it a time.
  {
    re: /(?<![\w/.:-])(?:every ?day|daily|each day|nightly|every night)(?:\s+(?:backups?|snapshots?|runs?|jobs?))?[\s,]+(\d{1,2}):(\d{2})(?![\d:])\s*(?:(am|pm)\b)?/g,
    read: (m) => {
      const [min, h] = at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
    examples: {
      reads: { 'nightly backups 01:30 UTC': { schedule: 'cron(30 1 * * ? *)' } },
      leaves: ['keep 14 daily backups'],
    },
  },
  {
    re: /(?<![\w/.:-])(?:every ?day|daily|each day|nightly|every night)(?![\w/:-]|\.\w)(?:(?:\s+(?:backups?|snapshots?|runs?|jobs?))?\s+(?:at|starting(?:\s+at)?|from)\s+(\d{1,2})(?::(\d{2}))?\s*(?:(am|pm)\b)?)?|(?:\bat\s+(\d{1,2})(?::(\d{2}))?|(?<![\w:.])(\d{1,2}):(\d{2}))\s*(?:(am|pm)\b)?\s*(?:utc\s+)?(?:every ?day|daily|each day|nightly|every night)\b/g,
    // The time may come first, with or without "at": "at 4 every day", "03:30 every day" (a colon makes it a time).
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], m[5], m[8]) : m[6] ? at(m[6], m[7], m[8]) : at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
    examples: {
      reads: {
        'a nightly job at 3 am': { schedule: 'cron(0 3 * * ? *)' },
        'a backup at 4 every day': { schedule: 'cron(0 4 * * ? *)' },
        'cleanup job: 04:45 every day': { schedule: 'cron(45 4 * * ? *)' },
      },
      leaves: ['a log analytics workspace with a daily cap of 2 gb'],
    },
  },
  {
    re: /\b(?:hourly|every hour)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'rate(1 hour)' }, family: 'schedule' }),
    examples: {
      reads: { 'an hourly export of the table': { schedule: 'rate(1 hour)' } },
      leaves: ['a lambda with a 1 hour timeout'],
    },
  },
  {
    re: /\bevery (\d{1,2}) minutes?\b|\bevery minute\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: m[1] && m[1] !== '1' ? `rate(${m[1]} minutes)` : 'rate(1 minute)' },
      family: 'schedule',
    }),
    examples: {
      reads: { 'a health check every minute': { schedule: 'rate(1 minute)' } },
      leaves: ['a timeout of 1 minute'],
    },
  },
  // Named days of the week, one or several, with the clock time said right after them ("sundays 04:30",
  // "every Tuesday at 9pm", "on mondays and thursdays at 06:15", "weekly on Friday 23:00"): the days the
  // schedule runs on at that time; without a time, at midnight (a time said elsewhere sets it:
  // time-of-day.ts). A maintenance window's day is that window's (maintenance.ts), never a schedule.
  {
    re: new RegExp(
      `(?<!\\bmaintenance(?:\\s+window)?\\s*(?:is\\s+|on\\s+|every\\s+|:\\s*)*)(?<weekly>\\b(?:weekly|every\\s+week|once\\s+a\\s+week)\\s+)?(?<on>\\b(?:on|every|each)\\s+)?\\b(?<days>${DAY}(?:\\s*(?:,|and|&|\\+|or)\\s*${DAY})*)\\b(?:\\s*,?\\s*(?:at|@)?\\s*(?<h>\\d{1,2}):(?<min>\\d{2})\\s*(?:(?<half>am|pm)\\b)?|\\s+at\\s+(?<h2>\\d{1,2})\\s*(?:(?<half2>am|pm)\\b)?|\\s+(?<h3>\\d{1,2})\\s*(?<half3>am|pm)\\b)?`,
      'g',
    ),
    read: (m) => {
      const g = m.groups ?? {};
      const timed = g.h ?? g.h2 ?? g.h3;
      // "a bucket for sunday uploads": one day said with no time and no "on"/"every" names no schedule.
      if (!timed && !g.weekly && !g.on && !/s$/.test(g.days)) return undefined;
      const days = [...g.days.matchAll(new RegExp(DAY, 'g'))].map((d) => d[0].slice(0, 3).toUpperCase());
      const [min, h] = g.h
        ? at(g.h, g.min, g.half)
        : g.h2
          ? at(g.h2, undefined, g.half2)
          : at(g.h3, undefined, g.half3);
      return {
        label: 'schedule',
        values: { schedule: `cron(${min} ${h} ? * ${[...new Set(days)].join(',')} *)` },
        family: 'schedule',
      };
    },
    examples: {
      reads: {
        'a cronjob on saturdays 02:15': { schedule: 'cron(15 2 ? * SAT *)' },
        'run it every tuesday at 9pm': { schedule: 'cron(0 21 ? * TUE *)' },
        'on mondays and thursdays at 06:45': { schedule: 'cron(45 6 ? * MON,THU *)' },
        'a weekly report on friday': { schedule: 'cron(0 0 ? * FRI *)' },
      },
      leaves: ['a database with its maintenance window on sunday at 3 am', 'a bucket for sunday uploads'],
    },
  },
  {
    re: /\b(?:weekly|every week|once a week)\b(?:\s+on\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?|\bevery (mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: `cron(0 0 ? * ${(m[1] ?? m[2] ?? 'sun').toUpperCase()} *)` },
      family: 'schedule',
    }),
    examples: {
      reads: {
        'a weekly report': { schedule: 'cron(0 0 ? * SUN *)' },
        'a scan every monday': { schedule: 'cron(0 0 ? * MON *)' },
      },
      leaves: ['keep 4 weekly backups'],
    },
  },
  {
    re: /\b(?:monthly|every month|once a month)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 1 * ? *)' }, family: 'schedule' }),
    examples: {
      reads: { 'a monthly cleanup job': { schedule: 'cron(0 0 1 * ? *)' } },
      leaves: ['a budget of 100 usd per month'],
    },
  },
  {
    re: /\bat midnight\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 * * ? *)' }, family: 'schedule' }),
    examples: {
      reads: { 'a job that runs at midnight': { schedule: 'cron(0 0 * * ? *)' } },
      leaves: ['a job that runs on demand'],
    },
  },
  // A clock time said apart from its schedule ("a weekly backup ... run it at 23:30"): the time of day it runs.
  {
    re: /\b(?:at|by)\s+(\d{1,2}):(\d{2})\s*(?:(am|pm)\b)?\b|\bat\s+(\d{1,2})\s*(am|pm)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], undefined, m[5]) : at(m[1], m[2], m[3]);
      const time = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
      return { label: 'time of day', values: { timeOfDay: time }, family: 'schedule' };
    },
    examples: {
      reads: { 'a weekly backup of the table, run it at 23:30': { timeOfDay: '23:30' } },
      leaves: ['a budget of 100 usd, alert at 80%'],
    },
  },
];
