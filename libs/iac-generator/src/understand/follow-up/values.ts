/** How a follow-up's values change a thing read before: later values win, what a phrase replaces goes. */
import { type Attrs, type Flag, type Setting } from '../../model/types';
import { type Mention } from '../intent';
import { type Operation, removes } from './operations';
import { dropPart } from './part-values';

// Flags that cannot hold together: stating one in a later turn takes the other away.
const OPPOSITE: Partial<Record<Flag, Flag[]>> = {
  public: ['private', 'internal'],
  private: ['public'],
  internal: ['public'],
};

/** Changes `target` by what `m` says of it: later values win, lists grow unless the phrase replaces them. */
export function fold(target: Mention, m: Mention, op: Operation, renamed?: string[]): void {
  if (op.rename) renameTo(target, op.rename, renamed);
  else for (const n of m.names) if (!target.names.includes(n)) target.names.push(n);
  if (m.count > 1 && !op.rename) target.count = m.count;
  overwrite(target.attrs, m.attrs, op.change);
  for (const s of m.settings) {
    target.settings = target.settings.filter((o) => !replaces(s, o, op.change));
    target.settings.push(s);
  }
}

/** Gives `target` settings read for another mention, with their values, in the order they were said. */
export function adopt(target: Mention, settings: Setting[]): void {
  for (const s of [...settings].sort((a, b) => a.phrase - b.phrase)) {
    if (target.settings.includes(s)) continue;
    target.settings = target.settings.filter((o) => !replaces(s, o, false));
    target.settings.push(s);
    overwrite(target.attrs, { ...(s.values ?? {}), flags: new Set(s.flags ?? []) } as Partial<Attrs>, false);
  }
}

/** Renames `target`; the names it no longer has go to `renamed`. */
export function renameTo(target: Mention, rename: NonNullable<Operation['rename']>, renamed?: string[]): void {
  const at = rename.from ? target.names.indexOf(rename.from) : -1;
  renamed?.push(...(at >= 0 ? [target.names[at]] : target.names).filter((n) => n !== rename.to));
  // A count that only came from the names given goes with them.
  if (at < 0 && target.count === target.names.length) target.count = 1;
  if (at >= 0) target.names[at] = rename.to;
  else target.names = [rename.to];
}

/** Whether the mention's words are words of the new name ("archive" of "acme-archive"). */
export function inName(m: { text?: string }, name: string): boolean {
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
  return !!m.text && words(name).includes(words(m.text));
}

/**
 * Settings a later turn stated for a thing of an earlier one ("3 replicas" after "2 replicas"):
 * the later one is the current value, the earlier one is gone from the request. Within one turn
 * nothing changes here; the answer says which of two values it wrote (answer/trace.ts).
 */
export function supersede(
  m: Mention,
  t: number,
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
  phrases: string[],
): void {
  const now = m.settings.filter((s) => turn(s.phrase) === t);
  if (!now.length) return;
  // Within the turn the reading's own choice stands (its first value); the turn's value replaces the earlier turns'.
  const setThisTurn = new Set<string>();
  for (const s of now) {
    const op = ops[s.phrase];
    if (removes(op, phrases[s.phrase] ?? '', s.text)) {
      // "turn off versioning", "remove the retention": the setting and what it set are taken away.
      m.settings = m.settings.filter((o) => o !== s && !shares(s, o));
      for (const k of Object.keys(s.values ?? {})) delete (m.attrs as unknown as Record<string, unknown>)[k];
      // A property turned off takes its part's own values with it ("no DLQ" and its redrive count).
      const flags = [...(s.flags ?? []), ...s.keys.filter((k) => k.startsWith('flag:')).map((k) => k.slice(5) as Flag)];
      for (const f of flags) dropPart(m, f);
      continue;
    }
    const change = !!op?.change;
    // "add a memory target of 80% too" beside "CPU 70%": said in addition, of another which, it is one more.
    const added = ADDED.test(phrases[s.phrase] ?? '') && !REPLACING.test(phrases[s.phrase] ?? '');
    const earlier = m.settings.filter((o) => turn(o.phrase) < t && replaces(s, o, change));
    const beside = added ? earlier.filter((o) => anotherWhich(s, o)) : [];
    m.settings = m.settings.filter((o) => !earlier.includes(o) || beside.includes(o));
    // The earlier one stays the thing's own value; the one added is read from its setting by the writers.
    if (beside.length) continue;
    // The reading kept the first value it saw; the later turn's is the current one.
    const values = Object.fromEntries(Object.entries(s.values ?? {}).filter(([k]) => !setThisTurn.has(k)));
    for (const k of Object.keys(values)) setThisTurn.add(k);
    overwrite(m.attrs, { ...values, flags: new Set(s.flags ?? []) } as Partial<Attrs>, change);
  }
}

// Words that say a value is stated in addition to what is there ("too", "also", "as well", "another").
const ADDED = /\b(?:too|also|as well|in addition|additionally|another|additional|extra|second)\b/i;
// Words that say the value takes the place of the one there ("switch the target to memory", "instead").
const REPLACING = /\b(?:instead|rather|replac\w*|switch\w*|swap\w*|chang\w*)\b/i;

/**
 * Whether `s` and `o` are values of one attribute for two different things it can hold at once: a word
 * among their values differs ("memory" against "cpu" of a scaling target), so one is not the other's new value.
 */
function anotherWhich(s: Setting, o: Setting): boolean {
  const mine = s.values ?? {};
  const theirs = o.values ?? {};
  return Object.keys(mine).some(
    (k) => typeof mine[k] === 'string' && typeof theirs[k] === 'string' && mine[k] !== theirs[k],
  );
}

/** Whether the later setting `s` replaces the earlier `o`: a value of one attribute, or, when the phrase replaces, any list. */
function replaces(s: Setting, o: Setting, change: boolean): boolean {
  if (o === s) return false;
  const values = s.values ?? {};
  const scalar = (k: string) => {
    const v = values[k];
    return v !== undefined && (typeof v !== 'object' || v === null);
  };
  if (s.keys.some((k) => o.keys.includes(k) && !k.startsWith('flag:') && (change || scalar(k)))) return true;
  // A flag stated now takes away its opposite stated before ("public" after "private").
  return (s.flags ?? []).some((f) => OPPOSITE[f]?.some((x) => o.keys.includes(`flag:${x}`)));
}

function shares(s: Setting, o: Setting): boolean {
  return s.keys.some((k) => o.keys.includes(k));
}

/** Writes `from`'s values over `into`'s: scalars and parts win, lists are replaced when `change` (else joined), flags drop their opposites. */
function overwrite(into: Attrs, from: Partial<Attrs>, change: boolean): void {
  const target = into as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(from)) {
    if (v === undefined) continue;
    if (k === 'flags') {
      for (const f of v as Set<Flag>) {
        for (const x of OPPOSITE[f] ?? []) into.flags.delete(x);
        into.flags.add(f);
      }
    } else if (Array.isArray(v)) {
      if (!v.length) continue;
      const had = Array.isArray(target[k]) ? (target[k] as unknown[]) : [];
      const seen = new Set(had.map((x) => JSON.stringify(x)));
      target[k] = change ? [...v] : [...had, ...v.filter((x) => !seen.has(JSON.stringify(x)))];
    } else if (v && typeof v === 'object' && target[k] && typeof target[k] === 'object') {
      // One part of a value made of parts ("switch the branch to release" of a site's source) changes
      // that part: the parts not said again (its repository) stay.
      target[k] = { ...(target[k] as object), ...(v as object) };
    } else target[k] = v;
  }
}
