/**
 * The most common check: a setting must (not) have a value. `flag` reports the resource at the
 * setting when its value is bad, or, for settings whose default is unsafe, where the setting
 * should have been written when it is left out (its nearest written parent, else the resource's
 * first line). A value that cannot be worked out is never judged.
 *
 * @example
 *   flag(ctx, r, 'storage_encrypted', isFalse, { omitted: true }) // RDS encryption is off unless asked for
 */
import { type Resource, type RuleContext } from '../model';
import { asBool, asNumber, at, deepest, type Node, UNKNOWN, type Value } from '../view/node';

export type Predicate = (v: Value) => boolean;

export const isTrue: Predicate = (v) => asBool(v) === true;
export const isFalse: Predicate = (v) => asBool(v) === false;
/** One of the strings, compared without case. */
export const oneOf =
  (...values: string[]): Predicate =>
  (v) =>
    typeof v === 'string' && values.some((x) => x.toLowerCase() === v.toLowerCase());
export const notOneOf =
  (...values: string[]): Predicate =>
  (v) =>
    typeof v === 'string' && !values.some((x) => x.toLowerCase() === v.toLowerCase());
export const below =
  (min: number): Predicate =>
  (v) => {
    const n = asNumber(v);
    return typeof n === 'number' && n < min;
  };

/** Where to point when a setting is left out: its nearest written parent, or the resource itself. */
function omittedAt(r: Resource, path: string): Node | undefined {
  const d = deepest(r.body, path);
  return d === r.body ? undefined : d;
}

export interface FlagOptions {
  /** The default is unsafe: leaving the setting out is reported too. */
  omitted?: boolean;
  /** A more precise sentence than the rule's title. */
  text?: string;
}

/** Reports `r` when the setting at `path` is bad (or left out, with `omitted`); true when it did. */
export function flag(ctx: RuleContext, r: Resource, path: string, bad: Predicate, opts: FlagOptions = {}): boolean {
  const node = at(r.body, path);
  const v = node?.value();
  if (!node || v === undefined || v === null) {
    if (!opts.omitted) return false;
    ctx.report(r, node ?? omittedAt(r, path), opts.text);
    return true;
  }
  if (v === UNKNOWN || !bad(v)) return false;
  ctx.report(r, node, opts.text);
  return true;
}
