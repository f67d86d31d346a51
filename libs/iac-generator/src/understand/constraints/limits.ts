/**
 * The most (or least) a service takes of a stated number (kind.json `limits`): "a 20 minute timeout"
 * on a Lambda function, which runs at most 15 minutes, "soft delete for 3 days" on a Key Vault, which
 * keeps at least 7; or of a stated list, counted ("clustered by five
 * columns" on a BigQuery table, which takes four). The component holds the bound instead (a list
 * its first `max` items, in the order said), so every format writes what the service takes, and
 * the answer says what was asked, why it cannot be and what was written; the setting is not
 * reported as understood and written as stated. A number a service takes only from a set
 * (kind.json `allowed`: log retention periods) is written as the next one it takes, and said.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Setting } from '../../model/types';
import { type Intent } from '../intent';
import { holds } from './conflicts';
import { constraintsOf } from './kind-data';

export function applyLimits(intent: Intent): {
  lines: string[];
  settled: Set<Setting>;
  /** Which mention each line is said of, by where it is: dropped if another type serves that mention. */
  of: NonNullable<Intent['linesOf']>;
} {
  const lines: string[] = [];
  const settled = new Set<Setting>();
  const of: NonNullable<Intent['linesOf']> = [];
  // The only values a service takes (kind.json `allowed`): one between them is the next one up. First,
  // so a bound that depends on it (a Fargate task's memory on its vCPU size) is checked on what is written.
  for (const m of intent.mentions)
    for (const row of constraintsOf(m.kind)?.allowed ?? []) {
      const attrs = m.attrs as unknown as Record<string, unknown>;
      const value = attrs[row.attr];
      if (typeof value !== 'number' || row.values.includes(value)) continue;
      const written = row.values.find((v) => v > value) ?? row.values[row.values.length - 1];
      attrs[row.attr] = written;
      const setting = m.settings.find((s) => s.keys.includes(row.attr));
      if (setting) settled.add(setting);
      const line = GeneratorMessages.conflict(
        setting?.text ?? m.text ?? constraintsOf(m.kind)!.title,
        row.why,
        row.instead.replace('{value}', String(written)),
      );
      if (!lines.includes(line)) lines.push(line);
      of.push({ line, phrase: m.phrase, start: m.start });
    }
  for (const m of intent.mentions)
    for (const row of constraintsOf(m.kind)?.limits ?? []) {
      const attrs = m.attrs as unknown as Record<string, unknown>;
      const value = attrs[row.attr];
      if (row.when && !holds(m, row.when, intent)) continue;
      if (row.max !== undefined && Array.isArray(value) && value.length > row.max)
        attrs[row.attr] = value.slice(0, row.max);
      else if (row.max !== undefined && typeof value === 'number' && value > row.max) attrs[row.attr] = row.max;
      else if (row.min !== undefined && typeof value === 'number' && value < row.min) attrs[row.attr] = row.min;
      else continue;
      const setting = m.settings.find((s) => s.keys.includes(row.attr));
      if (setting) settled.add(setting);
      const line = GeneratorMessages.conflict(
        setting?.text ?? m.text ?? constraintsOf(m.kind)!.title,
        row.why,
        // `{value}`: the bound written, in thousands as people write them ("4,096 MB").
        row.instead.replace('{value}', Number(attrs[row.attr]).toLocaleString('en-US')),
      );
      if (!lines.includes(line)) lines.push(line);
      of.push({ line, phrase: m.phrase, start: m.start });
    }
  return { lines, settled, of };
}
