/**
 * What the project-set evaluation prints: one line per request naming what went wrong, and tables
 * of the figures (Markdown, so they can be pasted into bench/RESULTS.md as they are).
 */
import { type Summary } from './summarize';
import { type RequestScore } from './types';

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
const dec = (x: number | null) => (x === null ? '-' : x.toFixed(3));

/** One line per request: its status, then only what went wrong. */
export function requestLine(s: RequestScore): string {
  const status = s.declined
    ? s.declineExpected
      ? 'declined (right)'
      : s.unexpectedDecline
        ? 'DECLINED'
        : 'declined'
    : s.missedDecline
      ? 'PRODUCED (should decline)'
      : s.parses
        ? 'parses'
        : 'PARSE-ERR';
  const parts = [`${s.id.padEnd(12)} ${s.format.padEnd(20)} ${status}`];
  if (s.recall !== null) parts.push(`recall ${s.recall.toFixed(2)}`);
  if (s.settings.total) parts.push(`settings ${s.settings.passed}/${s.settings.total}`);
  if (s.components.missing.length) parts.push(`missing: ${s.components.missing.map((m) => `"${m}"`).join(', ')}`);
  if (s.settings.failed.length)
    parts.push(`failed settings: ${s.settings.failed.map((f) => `"${f.phrase}" (${f.check})`).join('; ')}`);
  if (s.mustNotAppear.length) parts.push(`must not appear: ${s.mustNotAppear.join(' ')}`);
  if (s.silentDrops.length) parts.push(`SILENT DROPS: ${s.silentDrops.map((m) => `"${m}"`).join(', ')}`);
  if (s.extras.count) parts.push(`extras ${s.extras.count} (${s.extras.types.join(' ')})`);
  if (s.validationErrors.length)
    parts.push(`${s.validationErrors.length} validation error(s): ${s.validationErrors[0]}`);
  if (s.parseErrors.length) parts.push(`parse: ${s.parseErrors[0]}`);
  return parts.join('  ');
}

const HEADER = [
  'requests',
  'produced',
  'recall',
  'full',
  'settings honoured',
  'must-not-appear',
  'extra resources',
  'silent drops',
  'said not covered: components / out-of-scope',
  'declines right / unexpected / missed',
  'parses',
  'zero validation errors',
];

function row(name: string, s: Summary): string {
  const cells = [
    name,
    String(s.requests),
    String(s.produced),
    dec(s.meanRecall),
    pct(s.fullRate),
    `${s.settings.passed}/${s.settings.total} (${pct(s.settings.rate)})`,
    String(s.mustNotAppearRequests),
    String(s.extraResources),
    `${s.silentDrops} in ${s.silentDropRequests}`,
    `${s.admittedMissing} / ${s.declinedOutOfScope}`,
    `${s.declines.right}/${s.declines.expected} / ${s.declines.unexpected} / ${s.declines.missed}`,
    pct(s.parsesRate),
    `${pct(s.validatesRate)} (${s.validationErrors} errors)`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** A Markdown table: one row per group, then the total. */
export function summaryTable(label: string, groups: Record<string, Summary>, total?: Summary): string {
  const lines = [`| ${[label, ...HEADER].join(' | ')} |`, `|${' --- |'.repeat(HEADER.length + 1)}`];
  for (const [name, s] of Object.entries(groups)) lines.push(row(name, s));
  if (total) lines.push(row('**total**', total));
  return lines.join('\n');
}
