/**
 * The `retention` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days, TIME_UNIT, UNIT_COUNT } from './helpers';

const two = (n: string) => n.padStart(2, '0');

export const RETENTION_1: Rule[] = [
  // When daily backups or snapshots are taken, as a range of times of day: "snapshots taken 02:00-03:00 UTC",
  // "backup window 23:30 to 00:30", "backups between 1:00 and 2:00". Only the range is used up, so the days
  // kept ("5 days of snapshots taken ...") are still read as the retention.
  {
    re: /\b(?:backups?|snapshots?)\b(?:\s+(?:window|taken|run|runs|happen|happens|created|made|scheduled|are|is|should be|at|during|in|daily|nightly|each day|every day|of|the)\b)*\s*(?:between\s+|from\s+|:\s*|=\s*)?(([01]?\d|2[0-3]):([0-5]\d)\s*(?:-|–|to|and|until)\s*([01]?\d|2[0-3]):([0-5]\d)(?:\s*utc\b)?)/g,
    read: (m) => ({
      label: 'backup window',
      values: { backupWindow: `${two(m[2])}:${m[3]}-${two(m[4])}:${m[5]}` },
      family: 'retention',
    }),
    consume: 1,
    examples: {
      reads: {
        'a redis group with 4 days of snapshots taken 01:00-02:00 utc': { backupWindow: '01:00-02:00' },
        'aurora cluster, backup window 23:30 to 00:30': { backupWindow: '23:30-00:30' },
        'rds mysql with backups between 4:00 and 5:00': { backupWindow: '04:00-05:00' },
      },
      leaves: ['a backup plan that runs daily at 03:00'],
    },
  },
  // How many backups are kept: "keep 30 daily backups", "keeping 8 weekly recovery points".
  {
    re: /\bkeep(?:ing|s)?\s+(\d{1,4})\s+(daily|weekly|monthly|yearly)\s+(?:backups?|snapshots?|recovery points?|copies)\b/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: Number(m[1]) * { daily: 1, weekly: 7, monthly: 30, yearly: 365 }[m[2] as 'daily'] },
      family: 'retention',
    }),
    examples: {
      reads: { 'a backup plan that keeps 30 daily backups': { retentionDays: 30 } },
      leaves: ['a backup plan that runs daily'],
    },
  },
];

export const RETENTION_2: Rule[] = [
  // How many backups are kept, said as a count of them ("backups kept 10 copies", "keep the last 14 backups"):
  // a count of backups kept, never replicas. Backups taken daily, a count is also as many days.
  {
    re: /\b(?:kept|keep(?:ing|s)?|retain(?:ed|ing|s)?|holding)\s+(?:the\s+(?:last|latest)\s+)?(\d{1,3})\s+(?:copies|backups?|snapshots?)\b/g,
    when: /\bbackups?\b|\bsnapshots?\b/,
    read: (m) => ({ label: 'retention', values: { retentionDays: Number(m[1]) }, family: 'retention' }),
    examples: {
      reads: {
        'nightly backups at 01:00, kept 12 copies': { retentionDays: 12 },
        'a database with daily backups, retaining 9 backups': { retentionDays: 9 },
      },
      leaves: ['a deployment with 3 copies'],
    },
  },
  // A retention policy as such (objects kept at least so long, optionally locked): "a 30 day
  // retention policy, locked", "a locked retention policy of 7 years". Read before plain retention.
  {
    re: /\b(?:(locked)\s+)?(\d{1,4})[ -]?(days?|weeks?|months?|years?)\s+(?:(locked)\s+)?retention\s+polic(?:y|ies)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] || m[5] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
    examples: {
      reads: {
        'a bucket with a 7 year retention policy, locked': { retentionDays: 2555, retentionPolicy: 'locked' },
        'a 30 day retention policy': { retentionDays: 30, retentionPolicy: 'unlocked' },
      },
      leaves: ['a bucket with a lifecycle policy'],
    },
  },
  {
    re: /\b(?:(locked)\s+)?retention\s+polic(?:y|ies)\s+of\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
    examples: {
      reads: { 'a locked retention policy of 10 years': { retentionDays: 3650, retentionPolicy: 'locked' } },
      leaves: ['a retention policy for the bucket'],
    },
  },
];

export const RETENTION_3: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:retention(?: period)?|retain\w*|keep\w*|kept|expir\w*|delete[sd]?|deleting|deletion|purge[sd]?|remove[sd]?|stored?|hold)\b[^.;,\n]{0,40}?\b(?:(?:for|after|of|to)\s*${UNIT_COUNT}|(\d{1,4}))\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1] ?? m[2], m[3]) }, family: 'retention' }),
    examples: {
      reads: {
        'a log group that keeps logs for 14 days': { retentionDays: 14 },
        'delete objects after 90 days': { retentionDays: 90 },
        'a gcs bucket, delete after 400d': { retentionDays: 400 },
        'delete them after a year': { retentionDays: 365 },
      },
      leaves: ['rotate the key every 90 days'],
    },
  },
  // "expires them after 90": deletion after a bare number is counted in days, the unit of object lifecycles.
  {
    re: /\b(?:delete[sd]?|deleting|expire[sd]?|expiring|purge[sd]?|remove[sd]?)\b[^.;,\n]{0,20}?\bafter\s+(\d{1,4})\b(?!\s*(?:[a-z%]|\.\d))/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: Number(m[1]) }, family: 'retention' }),
    examples: {
      reads: { 'a bucket that expires objects after 30': { retentionDays: 30 } },
      leaves: ['a bucket that expires objects'],
    },
  },
  {
    re: /\b(\d{1,4})[ -](hours?|hrs?|days?|weeks?|months?|years?)(?:\s+of)?\s+(?:(?:automated|automatic|daily|nightly)\s+)?(?:log |backup |snapshot |data |message |default )?(?:retention|history|of logs|of backups|of snapshots|backups?|snapshots?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
    examples: {
      reads: {
        'a workspace with 90 days of log retention': { retentionDays: 90 },
        '35 days of backups': { retentionDays: 35 },
        '21 days of automated backups': { retentionDays: 21 },
        'a redis group with 4 days of snapshots': { retentionDays: 4 },
        'object lock with a 30 day default retention': { retentionDays: 30 },
      },
      leaves: ['a 35 day rotation'],
    },
  },
];

export const RETENTION_4: Rule[] = [
  // A duration right after backups, as terse lists of specs write it: "rds postgres, backups 14 days",
  // "snapshots: 7d", "backups for 35 days"; never how often ("backups every 6 hours").
  {
    re: new RegExp(
      String.raw`\b(?:backups?|snapshots?)\s*(?::\s*|=\s*)?(?:for\s+)?(\d{1,4})\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
    examples: {
      reads: { 'rds postgres, backups 14 days': { retentionDays: 14 }, 'snapshots: 7d': { retentionDays: 7 } },
      leaves: ['backups every 6 hours', 'backups at 3am'],
    },
  },
  // A duration alone in brackets beside a service that keeps data, as lists of specs write it: "a workspace (90 days)".
  {
    re: /\(\s*(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\s*\)/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
    examples: { reads: { 'a log group (30 days)': { retentionDays: 30 } }, leaves: ['a log group (standard)'] },
  },
];
