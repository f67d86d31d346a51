/** The values that configure only the part a yes/no property stands for, taken away with it. */
import { type Attrs, type Flag } from '../../model/types';
import { type Mention } from '../intent';

/**
 * Values that configure only the part a property stands for: an SQS queue's maximum receives is
 * the redrive count of its dead-letter queue, and a writer reads it as asking for one.
 */
const PART_VALUES: Partial<Record<Flag, (keyof Attrs)[]>> = { dlq: ['maxReceives'] };

/** Turns the property `flag` off on `m`, taking away the values and settings that only configure its part. */
export function dropPart(m: Mention, flag: Flag): void {
  const values = (PART_VALUES[flag] ?? []) as string[];
  m.attrs.flags.delete(flag);
  // Said as off, so a writer whose default has it on (an S3 bucket's versioning) leaves it off.
  m.attrs.off = [...new Set([...(m.attrs.off ?? []), flag])];
  for (const k of values) delete (m.attrs as unknown as Record<string, unknown>)[k];
  m.settings = m.settings.filter(
    (s) => !s.keys.includes(`flag:${flag}`) && !s.flags?.includes(flag) && !s.keys.some((k) => values.includes(k)),
  );
}
