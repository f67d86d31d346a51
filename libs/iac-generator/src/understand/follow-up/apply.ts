/**
 * A conversation's request model, built as deltas: the first turn is read as the request, and each
 * follow-up is a set of operations on what was read before it. A thing a follow-up speaks of again
 * ("the bucket", "it", a name given before) is changed in place and its new values win; a thing it
 * removes is gone, and ruled out so nothing adds it back; a thing it renames keeps its settings under
 * the new name; anything else is added. What no operation touches is kept as it was.
 *
 * The reading of the whole conversation (understand.ts) still resolves what a follow-up refers to
 * ("a web app on that plan", "add a subscription to it"); this pass only decides, for what it read,
 * which values are current.
 */
import { readRegions } from '../../model/regions';
import { type Attrs, emptyAttrs, type Flag, type Setting } from '../../model/types';
import { readAttributes } from '../attributes';
import { type Intent, type Mention } from '../intent';
import { type Operation, operationOf } from './operations';
import { turnOf } from './turns';

// Flags that cannot hold together: stating one in a later turn takes the other away.
const OPPOSITE: Partial<Record<Flag, Flag[]>> = {
  public: ['private', 'internal'],
  private: ['public'],
  internal: ['public'],
};
// Words after a negation that say a thing is no longer wanted ("we no longer need the NAT gateway").
const NEGATION = /\b(?:no|not|without|never|longer|n't)\b/i;

/** The request model after every follow-up's operations, in the order they were asked. */
export function applyFollowUps(intent: Intent): Intent {
  const turns = intent.turns;
  if (!turns || turns.length < 2) return intent;
  const turn = (phrase: number) => turnOf(turns, phrase);
  const ops = intent.phrases.map((p, i) => (turn(i) > 0 ? operationOf(p) : undefined));
  const ruledOut = new Set(intent.ruledOut ?? []);
  // Phrases an operation accounts for: nothing of them is left unread.
  const owned = new Set<number>();
  const removed: string[] = [];
  let model = intent.mentions.filter((m) => turn(m.phrase) === 0);
  for (let t = 1; t < turns.length; t++) {
    for (const m of intent.mentions.filter((x) => turn(x.phrase) === t)) {
      const op = ops[m.phrase]!;
      // "rename it to acme-archive": words of the new name are the name, never a thing ("archive").
      if (op.rename && inName(m, op.rename.to)) continue;
      if (op.remove) {
        const gone = sameThing(model, m, op, true, intent.phrases[m.phrase]);
        if (gone.length) owned.add(m.phrase);
        for (const x of gone)
          removed.push(x.names.length ? `${x.text ?? x.kind} ${x.names.join(', ')}` : (x.text ?? x.kind));
        model = model.filter((x) => !gone.includes(x));
        // Ruled out only when none of its kind is left: one of two buckets removed keeps the other's wiring.
        if (!model.some((x) => x.kind === m.kind)) ruledOut.add(m.kind);
        continue;
      }
      const targets = sameThing(model, m, op, false, intent.phrases[m.phrase]);
      if (!targets.length) {
        model.push(m);
        continue;
      }
      for (const target of targets) fold(target, m, op);
      if (op.rename) owned.add(m.phrase);
    }
    switchedOff(intent, model, t, turn, ops);
    retarget(intent, model, t, turn);
    for (const m of model) supersede(m, t, turn, ops);
    // "we no longer need the NAT gateway": the reading ruled the kind out; what an earlier turn asked for goes.
    const noLonger = (m: Mention) =>
      turn(m.phrase) < t &&
      ruledOut.has(m.kind) &&
      intent.phrases.some(
        (p, i) => turn(i) === t && NEGATION.test(p) && !!m.text && p.toLowerCase().includes(m.text.toLowerCase()),
      );
    for (const m of model.filter(noLonger)) removed.push(m.text ?? m.kind);
    model = model.filter((m) => !noLonger(m));
    // "call it archive instead": a rename whose phrase named no thing renames the thing spoken of last.
    intent.phrases.forEach((_, i) => {
      const rename = ops[i]?.rename;
      if (turn(i) !== t || !rename || intent.mentions.some((m) => m.phrase === i)) return;
      const target = (rename.from && model.findLast((m) => m.names.includes(rename.from!))) || model.at(-1);
      if (!target) return;
      renameTo(target, rename);
      owned.add(i);
    });
  }
  return {
    ...intent,
    global: movedRegions(intent, model, turn, ops),
    mentions: model,
    ruledOut: [...ruledOut],
    unread: intent.unread.filter((u) => !owned.has(u.phrase)),
    removed: removed.length ? removed : undefined,
  };
}

/**
 * The things of the model a follow-up's mention speaks of again: by a name given before, or, with
 * no name, the last one of its kind (every one with "both", "all"). A new one is none: "another",
 * "a second", a named one not seen before, or one introduced with "a" by a phrase that changes nothing.
 */
function sameThing(model: Mention[], m: Mention, op: Operation, removing: boolean, phrase: string): Mention[] {
  // Mentions of one kind in one phrase are one thing ("an RDS PostgreSQL 15 database"): all of them change.
  const chosen = choose(model, m, op, removing, phrase);
  const one = (c: Mention, x: Mention) => c.kind === x.kind && c.phrase === x.phrase && !c.separate && !x.separate;
  return model.filter((x) => chosen.some((c) => c === x || one(c, x)));
}

function choose(model: Mention[], m: Mention, op: Operation, removing: boolean, phrase: string): Mention[] {
  if (m.separate) return [];
  const same = model.filter((x) => x.kind === m.kind);
  if (!same.length) return [];
  const from = op.rename?.from;
  // By a name given before, or by words that are one ("make api 5 replicas": "api" read as a thing).
  // With no name of its own, a name said elsewhere in its phrase ("on the refunds queue") says which.
  const said = (n: string) =>
    m.names.includes(n) ||
    n === from ||
    n.toLowerCase() === m.text?.toLowerCase() ||
    (!m.names.length && !op.rename && saysName(phrase, n));
  const byName = same.filter((x) => x.names.some(said));
  if (byName.length) return byName.map((x) => (x.names.length > 1 ? splitOff(model, x, x.names.find(said)!) : x));
  if (op.rename) return [same.at(-1)!];
  if (m.names.length) return [];
  if (m.indefinite && !op.change && !removing) return [];
  return op.every || removing ? same : [same.at(-1)!];
}

/**
 * "two queues named orders and refunds", then "set a 14 day retention on refunds": the one named
 * becomes a thing of its own, with what was said of both, so what is said of it now is its own.
 */
function splitOff(model: Mention[], x: Mention, name: string): Mention {
  const one: Mention = {
    ...x,
    names: [name],
    count: 1,
    attrs: {
      ...(Object.fromEntries(Object.entries(x.attrs).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])) as Attrs),
      flags: new Set(x.attrs.flags),
    },
    settings: [...x.settings],
    separate: true,
  };
  x.names = x.names.filter((n) => n !== name);
  x.count = Math.max(1, x.count - 1);
  model.splice(model.indexOf(x) + 1, 0, one);
  return one;
}

/** Changes `target` by what `m` says of it: later values win, lists grow unless the phrase replaces them. */
function fold(target: Mention, m: Mention, op: Operation): void {
  if (op.rename) renameTo(target, op.rename);
  else for (const n of m.names) if (!target.names.includes(n)) target.names.push(n);
  if (m.count > 1 && !op.rename) target.count = m.count;
  overwrite(target.attrs, m.attrs, op.change);
  for (const s of m.settings) {
    target.settings = target.settings.filter((o) => !replaces(s, o, op.change));
    target.settings.push(s);
  }
}

function renameTo(target: Mention, rename: NonNullable<Operation['rename']>): void {
  const at = rename.from ? target.names.indexOf(rename.from) : -1;
  // A count that only came from the names given goes with them.
  if (at < 0 && target.count === target.names.length) target.count = 1;
  if (at >= 0) target.names[at] = rename.to;
  else target.names = [rename.to];
}

/** Whether the mention's words are words of the new name ("archive" of "acme-archive"). */
function inName(m: Mention, name: string): boolean {
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
  return !!m.text && words(name).includes(words(m.text));
}

/**
 * "turn off versioning", "remove the deletion protection": a removing phrase that names no thing
 * takes the yes/no properties it names away from the things that have them, the last such thing
 * unless it says "all" or "both".
 */
function switchedOff(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
): void {
  intent.phrases.forEach((phrase, i) => {
    const op = ops[i];
    if (turn(i) !== t || !op?.remove || intent.mentions.some((m) => m.phrase === i)) return;
    const named = emptyAttrs();
    readAttributes(phrase.toLowerCase(), named);
    for (const flag of named.flags) {
      const having = model.filter((m) => m.attrs.flags.has(flag));
      for (const m of op.every ? having : having.slice(-1)) {
        m.attrs.flags.delete(flag);
        m.settings = m.settings.filter((s) => !s.keys.includes(`flag:${flag}`) && !s.flags?.includes(flag));
      }
    }
  });
}

/**
 * "make worker 5 replicas": a follow-up phrase that names no thing but says the name of one asked
 * for before gives its settings to that one. The reading gave them to the nearest thing that takes
 * them, which is another of the same kind when the named one was said first.
 */
function retarget(intent: Intent, model: Mention[], t: number, turn: (phrase: number) => number): void {
  intent.phrases.forEach((phrase, i) => {
    if (turn(i) !== t || intent.mentions.some((m) => m.phrase === i)) return;
    const named = model.filter((m) => m.names.some((n) => saysName(phrase, n)));
    if (named.length !== 1) return;
    // One of several things read as one ("two queues named orders and refunds") becomes its own.
    const name = named[0].names.find((n) => saysName(phrase, n))!;
    const to = named[0].names.length > 1 ? splitOff(model, named[0], name) : named[0];
    for (const from of model) {
      if (from === to || from.kind !== to.kind) continue;
      for (const s of from.settings.filter((x) => x.phrase === i)) {
        from.settings = from.settings.filter((x) => x !== s);
        // What the setting alone gave it goes with the setting.
        const attrs = from.attrs as unknown as Record<string, unknown>;
        for (const k of Object.keys(s.values ?? {}))
          if (!from.settings.some((o) => o.keys.includes(k))) delete attrs[k];
        for (const f of s.flags ?? [])
          if (!from.settings.some((o) => o.keys.includes(`flag:${f}`))) from.attrs.flags.delete(f);
        if (!to.settings.includes(s)) to.settings.push(s);
      }
    }
  });
}

/**
 * Settings a later turn stated for a thing of an earlier one ("3 replicas" after "2 replicas"):
 * the later one is the current value, the earlier one is gone from the request. Within one turn
 * nothing changes here; the answer says which of two values it wrote (answer/trace.ts).
 */
function supersede(m: Mention, t: number, turn: (phrase: number) => number, ops: (Operation | undefined)[]): void {
  const now = m.settings.filter((s) => turn(s.phrase) === t);
  if (!now.length) return;
  // Within the turn the reading's own choice stands (its first value); the turn's value replaces the earlier turns'.
  const setThisTurn = new Set<string>();
  for (const s of now) {
    const op = ops[s.phrase];
    if (op?.remove) {
      // "turn off versioning", "remove the retention": the setting and what it set are taken away.
      m.settings = m.settings.filter((o) => o !== s && !shares(s, o));
      for (const k of Object.keys(s.values ?? {})) delete (m.attrs as unknown as Record<string, unknown>)[k];
      for (const f of s.flags ?? []) m.attrs.flags.delete(f);
      continue;
    }
    const change = !!op?.change;
    m.settings = m.settings.filter((o) => !(turn(o.phrase) < t && replaces(s, o, change)));
    // The reading kept the first value it saw; the later turn's is the current one.
    const values = Object.fromEntries(Object.entries(s.values ?? {}).filter(([k]) => !setThisTurn.has(k)));
    for (const k of Object.keys(values)) setThisTurn.add(k);
    overwrite(m.attrs, { ...values, flags: new Set(s.flags ?? []) } as Partial<Attrs>, change);
  }
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

/** Writes `from`'s values over `into`'s: scalars win, lists are replaced when `change` (else joined), flags drop their opposites. */
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
    } else if (v && typeof v === 'object' && target[k] && typeof target[k] === 'object' && !change) {
      target[k] = { ...(target[k] as object), ...(v as object) };
    } else target[k] = v;
  }
}

/**
 * "move it to eu-west-1 instead": regions a later turn states in a phrase that replaces are the
 * request's regions from then on (the reading gathered every region of the conversation, the first
 * one leading), and so are the regions of the things that were in the region left.
 */
function movedRegions(
  intent: Intent,
  model: Mention[],
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
): Attrs {
  let regions = intent.phrases.filter((_, i) => turn(i) === 0).flatMap((p) => readRegions(p.toLowerCase()).regions);
  let moved = false;
  intent.phrases.forEach((p, i) => {
    if (turn(i) === 0) return;
    const stated = readRegions(p.toLowerCase()).regions;
    if (!stated.length) return;
    if (ops[i]?.change && !model.some((m) => m.phrase === i)) {
      for (const m of model) if (m.attrs.regions.some((r) => regions.includes(r))) m.attrs.regions = [...stated];
      regions = [...stated];
      moved = true;
    } else regions = [...regions, ...stated.filter((r) => !regions.includes(r))];
  });
  return moved ? { ...intent.global, regions } : intent.global;
}

/** Whether the phrase says the name as a word of its own. */
const saysName = (phrase: string, name: string) =>
  new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`, 'i').test(phrase);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
