/**
 * The `retention` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days } from './helpers';

export const RETENTION_1: Rule[] = [
  // How many backups are kept: "keep 30 daily backups", "keeping 8 weekly recovery points".
  {
    re: /\bkeep(?:ing|s)?\s+(\d{1,4})\s+(daily|weekly|monthly|yearly)\s+(?:backups?|snapshots?|recovery points?|copies)\b/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: Number(m[1]) * { daily: 1, weekly: 7, monthly: 30, yearly: 365 }[m[2] as 'daily'] },
      family: 'retention',
    }),
  },
];

export const RETENTION_2: Rule[] = [
  // A retention policy as such (objects kept at least so long, optionally locked): "a 30 day
  // retention policy, locked", "a locked retention policy of 7 years". Read before plain retention.
  {
    re: /\b(?:(locked)\s+)?(\d{1,4})[ -]?(days?|weeks?|months?|years?)\s+(?:(locked)\s+)?retention\s+polic(?:y|ies)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] || m[5] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
  },
  {
    re: /\b(?:(locked)\s+)?retention\s+polic(?:y|ies)\s+of\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
  },
];

export const RETENTION_3: Rule[] = [
  {
    re: /\b(?:retention(?: period)?|retain\w*|keep\w*|kept|expir\w*|delete[sd]?|deleting|deletion|purge[sd]?|remove[sd]?|stored?|hold)\b[^.;,\n]{0,40}?\b(?:for|after|of|to)?\s*(\d{1,4})\s*[- ]?(hours?|hrs?|days?|weeks?|months?|years?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
  // "expires them after 90": deletion after a bare number is counted in days, the unit of object lifecycles.
  {
    re: /\b(?:delete[sd]?|deleting|expire[sd]?|expiring|purge[sd]?|remove[sd]?)\b[^.;,\n]{0,20}?\bafter\s+(\d{1,4})\b(?!\s*(?:[a-z%]|\.\d))/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: Number(m[1]) }, family: 'retention' }),
  },
  {
    re: /\b(\d{1,4})[ -](hours?|hrs?|days?|weeks?|months?|years?)(?:\s+of)?\s+(?:log |backup |data |message )?(?:retention|history|of logs|of backups|backups?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
];

export const RETENTION_4: Rule[] = [
  // A duration alone in brackets beside a service that keeps data, as lists of specs write it: "a workspace (90 days)".
  {
    re: /\(\s*(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\s*\)/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
];
