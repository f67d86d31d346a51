/**
 * Values a request states by their service's own word, which a writer must write as stated and
 * never as its default: an S3 Object Lock mode ("in governance mode"), a log level ("logging at
 * level ALL"), and how long versions that are no longer current are kept ("delete noncurrent
 * versions after 30 days", which is not an age of the live objects). Families `lockMode`,
 * `logLevel` and `retention` (the noncurrent rule, read before the general retention rules take
 * its number as the live objects' age). settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days, TIME_UNIT, UNIT_COUNT } from './helpers';

// The levels services name: Step Functions' ALL/ERROR/FATAL/OFF, API Gateway's INFO/ERROR, Lambda's DEBUG/WARN...
const LEVEL = '(all|error|fatal|off|debug|info|warn(?:ing)?|trace)';

export const STATED_MODES: Rule[] = [
  // "object lock in governance mode", "compliance-mode retention", "lock mode: GOVERNANCE".
  {
    re: /\b(governance|compliance)[ -]mode\b|\b(?:object\s+)?lock\s+mode\s*(?:=|:|of|is|set\s+to)?\s*(governance|compliance)\b/g,
    read: (m) => ({
      label: 'object lock mode',
      values: { lockMode: (m[1] ?? m[2]) === 'governance' ? ('GOVERNANCE' as const) : ('COMPLIANCE' as const) },
      family: 'lockMode',
    }),
    examples: {
      reads: {
        's3 bucket with object lock in governance mode': { lockMode: 'GOVERNANCE' },
        'object lock, compliance-mode retention of 7 years': { lockMode: 'COMPLIANCE' },
        'a worm bucket, lock mode = governance': { lockMode: 'GOVERNANCE' },
      },
      leaves: ['a bucket for compliance reports', 'a bucket kept for governance reasons'],
    },
  },
  // How long Object Lock keeps each version, said after the lock or its mode ("compliance mode 365 days",
  // "object lock in governance mode for 90 days"): the lock's default retention, read here before
  // the general retention rules want a verb such as "keep".
  {
    re: new RegExp(
      String.raw`(?<=\b(?:object\s+lock|worm|(?:governance|compliance)[ -]mode)\b[^.;\n]{0,40}?)\b(?:(?:for|of)\s+)?(\d{1,4})\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
    examples: {
      reads: {
        'a bucket with object lock in governance mode for 90 days': { retentionDays: 90 },
        'worm storage, compliance mode 2 years': { retentionDays: 730 },
      },
      leaves: ['object lock on the bucket'],
    },
  },
  // "logging at level ALL", "log level: error", "logs at the FATAL level", "ALL-level logging".
  {
    re: new RegExp(
      String.raw`\b(?:log(?:s|ging)?\s+)?level\s*(?:=|:|of|is|set\s+to)?\s*${LEVEL}\b(?!\s+(?:of|the)\b)|\blog(?:s|ged|ging)?\s+(?:\w+\s+){0,3}?(?:at|on|with)\s+(?:the\s+)?${LEVEL}\s+level\b|\b${LEVEL}[ -]level\s+log(?:s|ging)?\b`,
      'g',
    ),
    read: (m) => {
      const level = (m[1] ?? m[2] ?? m[3]).toUpperCase().replace(/^WARNING$/, 'WARN');
      return { label: 'log level', values: { logLevel: level }, family: 'logLevel' };
    },
    examples: {
      reads: {
        'a state machine logging to cloudwatch at level all': { logLevel: 'ALL' },
        'step functions with log level: error': { logLevel: 'ERROR' },
        'log executions to cloudwatch at the fatal level': { logLevel: 'FATAL' },
        'an express workflow with all-level logging': { logLevel: 'ALL' },
      },
      leaves: ['a table at level 3 of the tree', 'logging for all of the functions'],
    },
  },
  // "binlog on", "binary logging enabled": the log MySQL recovers to any moment from, which a
  // database that keeps it always (kind.json `always`) meets as it stands.
  {
    re: /\b(?:binlogs?|binary[- ]log(?:s|ging)?)(?:\s+(?:on|enabled))?\b/g,
    read: () => ({ label: 'binary log', values: {}, family: 'pointInTime' }),
    examples: {
      reads: { 'daily backups at 02:00 with binlog on': {}, 'a mysql database with binary logging enabled': {} },
    },
  },
  // "delete noncurrent versions after 30 days", "expire old versions after 90 days", "keep previous
  // versions for 60 days": the versions a write replaced, counted from when they stopped being current.
  {
    re: new RegExp(
      String.raw`\b(?:non-?current|old(?:er)?|previous|prior|replaced|archived)\s+(?:object\s+)?versions?\b[^.;\n]{0,30}?\b(?:for|after|of|to)\s*${UNIT_COUNT}\s*[- ]?(${TIME_UNIT})\b|\b(?:delete[sd]?|deleting|expire[sd]?|expiring|purge[sd]?|remove[sd]?|keep\w*|retain\w*)\s+(?:non-?current|old(?:er)?|previous|prior)\s+(?:object\s+)?versions?\s+(?:after|for)\s+(\d{1,4})\b(?!\s*[a-z%])`,
      'g',
    ),
    read: (m) => ({
      label: 'noncurrent versions kept',
      values: { noncurrentDays: m[3] ? Number(m[3]) : days(m[1], m[2]) },
      family: 'retention',
    }),
    examples: {
      reads: {
        'keep old versions but delete noncurrent versions after 30 days': { noncurrentDays: 30 },
        'a versioned bucket whose previous versions expire after 2 weeks': { noncurrentDays: 14 },
        'purge older versions after 90': { noncurrentDays: 90 },
        'noncurrent object versions are kept for 60 days': { noncurrentDays: 60 },
      },
      leaves: ['node.js 20 with old versions of npm'],
    },
  },
];
