/**
 * The `transition` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days, TIME_UNIT } from './helpers';

/**
 * One move's values: the first move said is also the single pair older writers read; every move is
 * in `transitions`, which gathers across the settings of one store (attach.ts joins lists).
 */
const move = (storageClass: string, count: string, unit: string) => {
  const d = days(count, unit);
  return { transitionClass: storageClass, transitionDays: d, transitions: [{ storageClass, days: d }] };
};

// A character between a move's verb and its class, where another move's time is not said ("cool
// tier after 30 days and to archive after 180": two moves, never one from "tier" to "archive").
const NO_OTHER_TIME = String.raw`(?:(?!\b(?:after|at)\s+\d)[^.;,\n])`;

// The storage classes objects move to, colder than where they start.
const CLASS = String.raw`(glacier(?: deep archive| instant retrieval| flexible retrieval)?|deep archive|infrequent access|standard[- ]ia|one[- ]zone[- ]ia|coldline|nearline|archive|cool|cold)`;

export const TRANSITION: Rule[] = [
  // Moving to a colder class, then retention ("delete after 90 days", "keep logs for 30 days").
  {
    re: new RegExp(
      String.raw`\b(?:move|moves|moved|moving|transition\w*|tier\w*|archive[sd]?)\b(?!-)${NO_OTHER_TIME}{0,40}?\b${CLASS}\b[^.;,\n]{0,30}?\b(?:after|at)\s+(\d{1,4})\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({
      label: 'transition',
      values: move(m[1], m[2], m[3]),
      family: 'transition',
    }),
    examples: {
      reads: {
        'a bucket that moves objects to glacier after 90 days': { transitionClass: 'glacier', transitionDays: 90 },
      },
      leaves: ['a bucket that keeps objects 90 days'],
    },
  },
  {
    re: new RegExp(
      String.raw`\bafter\s+(\d{1,4})\s*[- ]?(${TIME_UNIT})\b[^.;,\n]{0,30}?\b(?:move|moves|moved|transition\w*|archive[sd]?)\b[^.;,\n]{0,20}?\b(?:to\s+)?${CLASS}\b`,
      'g',
    ),
    read: (m) => ({
      label: 'transition',
      values: move(m[3], m[1], m[2]),
      family: 'transition',
    }),
    examples: {
      reads: { 'after 30 days move them to coldline': { transitionClass: 'coldline', transitionDays: 30 } },
      leaves: ['delete them after 30 days'],
    },
  },
  // The verb names the class: "archive blobs after 90 days", "archives old logs after 6 months".
  {
    re: new RegExp(
      String.raw`\b(archive)[sd]?\s+(?:(?:the|all|old|older|its|their|our)\s+)?(?:[a-z0-9-]+\s+){1,2}?(?:after|at)\s+(\d{1,4})\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({
      label: 'transition',
      values: move(m[1], m[2], m[3]),
      family: 'transition',
    }),
    examples: {
      reads: {
        'archive blobs after 90 days': { transitionClass: 'archive', transitionDays: 90 },
        'a container that archives old logs after 6 months': { transitionClass: 'archive', transitionDays: 180 },
      },
      leaves: ['archive the logs'],
    },
  },
  // The class alone before when, as terse specs write it: "nearline after 30d", "cool tier after 2 weeks".
  {
    re: new RegExp(
      String.raw`\b${CLASS}(?:\s+(?:tier|class|storage(?:\s+class)?))?\s+(?:after|at|from)\s+(\d{1,4})\s*[- ]?(${TIME_UNIT})\b`,
      'g',
    ),
    read: (m) => ({
      label: 'transition',
      values: move(m[1], m[2], m[3]),
      family: 'transition',
    }),
    examples: {
      reads: {
        'a gcs bucket, nearline after 45d, delete after 400d': { transitionClass: 'nearline', transitionDays: 45 },
        'blobs go to the cool tier after 2 weeks': { transitionClass: 'cool', transitionDays: 14 },
        'move objects to coldline after 12w': { transitionClass: 'coldline', transitionDays: 84 },
        'blobs go to the cool tier after 30 days and to archive after 180 days': {
          transitionClass: 'cool',
          transitionDays: 30,
        },
      },
      leaves: ['a cold start after 30 seconds', 'archive the logs'],
    },
  },
];
