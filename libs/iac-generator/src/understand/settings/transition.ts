/**
 * The `transition` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days } from './helpers';

export const TRANSITION: Rule[] = [
  // Moving to a colder class, then retention ("delete after 90 days", "keep logs for 30 days").
  {
    re: /\b(?:move|moves|moved|moving|transition\w*|tier\w*|archive[sd]?)\b[^.;,\n]{0,40}?\b(glacier(?: deep archive| instant retrieval| flexible retrieval)?|deep archive|infrequent access|standard[- ]ia|one[- ]zone[- ]ia|coldline|nearline|archive|cool|cold)\b[^.;,\n]{0,30}?\b(?:after|at)\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[1], transitionDays: days(m[2], m[3]) },
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
    re: /\bafter\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b[^.;,\n]{0,30}?\b(?:move|moves|moved|transition\w*|archive[sd]?)\b[^.;,\n]{0,20}?\b(?:to\s+)?(glacier(?: deep archive)?|deep archive|infrequent access|standard[- ]ia|coldline|nearline|archive|cool|cold)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[3], transitionDays: days(m[1], m[2]) },
      family: 'transition',
    }),
    examples: {
      reads: { 'after 30 days move them to coldline': { transitionClass: 'coldline', transitionDays: 30 } },
      leaves: ['delete them after 30 days'],
    },
  },
];
