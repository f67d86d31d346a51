/**
 * After a clause's matches: its resources join the request's, and what the clause says of things
 * read before is given to them: each port to the component it is said of, things held by a product named after them, a property turned off,
 * things inside a product by a word no service has, more of a thing ("one for backups"), its name
 * given to "it" ("call it orders-v2"), and a port.
 */
import { innerChildren } from '../children';
import { namesGivenToIt } from '../names-it';
import { portsToTheirOwners } from '../port-owners';
import { FAMILIES } from '../settings';
import { restore } from '../words';
import { type ClauseState, type RequestState } from './state';

export function giveClauseParts(req: RequestState, c: ClauseState): void {
  // The component read before the clause that takes a port ("an ALB ... . Listener on port 80 ...").
  const before = req.mentions.findLast((m) => FAMILIES.port.test(m.kind.slice(m.kind.indexOf('.') + 1)));
  req.mentions.push(...c.phraseMentions);
  portsToTheirOwners(c.phraseMentions, c.phraseLower, c.clause.start, before);
  placeHeldLater(req, c);
  turnOffOfLast(req, c);
  placeInnerChildren(req, c);
  readOnes(req, c);
  readNamesOfIt(req, c);
  readLoosePorts(req, c);
}

/** Each thing held by a product named after it goes to that product, or is said as not read. */
function placeHeldLater(req: RequestState, c: ClauseState): void {
  for (const child of c.heldLater) {
    const holder = c.phraseMentions.find((x) => x.start === child.holderAt);
    if (!holder) {
      req.unread.push({ phrase: c.index, text: child.word });
      continue;
    }
    (holder.attrs.children ??= []).push({ word: child.word, names: child.names });
    const said = [child.word, ...child.names.map((n) => `"${n}"`)].join(' ');
    holder.settings.push({ label: child.word, keys: ['children'], text: said, phrase: c.index, at: child.at });
  }
}

/**
 * "An RDS database, no multi-AZ": a phrase that only turns a property off says it of the thing before.
 * Mentions of one kind in one phrase are one component ("an RDS postgres database").
 */
function turnOffOfLast(req: RequestState, c: ClauseState): void {
  const { attrs, offSetting } = c;
  const last = c.phraseMentions.length ? undefined : req.mentions.at(-1);
  if (!last || !attrs.off?.length || !offSetting) return;
  for (const offOf of req.mentions.filter((x) => x.phrase === last.phrase && x.kind === last.kind)) {
    offOf.attrs.off = [...new Set([...(offOf.attrs.off ?? []), ...attrs.off])];
    for (const f of attrs.off) offOf.attrs.flags.delete(f);
    if (!offOf.settings.includes(offSetting)) offOf.settings.push(offSetting);
    c.served = true;
  }
}

/** "a keyspace 'metrics'" after a Cosmos DB account: a thing inside it, by a word no service has. */
function placeInnerChildren(req: RequestState, c: ClauseState): void {
  const { tokens } = c;
  for (const { holder, ...child } of innerChildren(
    tokens,
    req.mentions,
    (k) => c.used.has(k) || req.isConsumed(tokens[k]),
    req.quoteText,
  )) {
    for (const k of child.tokens) c.used.add(k);
    c.served = true;
    // In the order stated: a keyspace named before a table holds it.
    const before = holder.settings.filter((x) => x.keys.includes('children') && (x.at ?? 0) < child.at).length;
    (holder.attrs.children ??= []).splice(before, 0, { word: child.word, names: child.names });
    const said = [child.word, ...child.names.map((n) => `"${n}"`)].join(' ');
    holder.settings.push({ label: child.word, keys: ['children'], text: said, phrase: c.index, at: child.at });
  }
}

/** "one for logs": a name of more of the thing read before it. */
function readOnes(req: RequestState, c: ClauseState): void {
  const { tokens } = c;
  for (const o of c.ones) {
    // Not a thing read from what another is for ("a bucket for uploads"): the thing itself.
    const referent = req.mentions.findLast(
      (x) => x.start < tokens[o.one].start && !/\bfor\s+$/.test(req.text.slice(Math.max(0, x.start - 5), x.start)),
    );
    if (!referent) continue;
    for (let k = o.one; k < o.to; k++) c.used.add(k);
    c.served = true;
    req.named.set(referent, [...(req.named.get(referent) ?? []), o.name]);
  }
}

// Parts of one list: "and", "plus", a comma, with an article or "its" (after a word the part's
// reading left, "storage acct and app insights").
const JOINED = /^\s*(?:[a-z]+\s*)?(?:,|and|plus|&|\+)?\s*(?:(?:an?|its|the)\s+)?$/i;

/**
 * "call it orders-v2": the names of the thing read just before; unless that thing is a part said as
 * the owner's ("a function ... needs its storage and app insights. name it x"): then of the owner,
 * the first thing read before those parts that has no name yet.
 */
function readNamesOfIt(req: RequestState, c: ClauseState): void {
  const before = (at: number) => {
    const prior = req.mentions.filter((m) => m.end <= at);
    const gap = (k: number) => req.text.slice(prior[k - 1].end, prior[k].start);
    const parts = prior.findLastIndex((_, k) => k > 0 && /\bits\s/.test(gap(k)));
    // Only parts listed together up to the naming words ("its storage acct and app insights").
    const listed = parts > 0 && prior.slice(parts + 1).every((_, i) => JOINED.test(gap(parts + 1 + i)));
    return (listed && prior.slice(0, parts).find((m) => !m.names.length)) || prior.at(-1);
  };
  for (const given of namesGivenToIt(c.tokens, before, req.quoteText)) {
    for (const k of given.tokens) c.used.add(k);
    c.served = true;
    given.owner.names.push(...given.names);
    given.owner.count = Math.max(given.owner.count, given.names.length);
  }
}

/**
 * A phrase that names nothing but states a port ("port 8080", "it listens on 5000") goes on describing
 * the component just named; the port is its setting, so the answer says whether it was written.
 */
function readLoosePorts(req: RequestState, c: ClauseState): void {
  const { attrs } = c;
  const previous = req.mentions.findLast((m) => FAMILIES.port.test(m.kind.slice(m.kind.indexOf('.') + 1)));
  // A port a setting of the phrase already holds ("/api to service api port 8080", a route) is that setting's.
  const held = new Set(c.inPhrase.flatMap((f) => portsHeld(f.values)));
  const loose = attrs.ports.filter((p) => !held.has(p));
  if (c.phraseMentions.length || !loose.length || !previous) return;
  for (const p of loose) if (!previous.attrs.ports.includes(p)) previous.attrs.ports.push(p);
  const text = restore(c.raw, req.quoteText);
  previous.settings.push({ label: 'port', keys: ['ports'], text, phrase: c.index, at: c.clause.start });
  c.served = true;
}

/** The port numbers a setting's values hold, at any depth (`backendPort`, a route's `port`). */
function portsHeld(values: unknown): number[] {
  if (Array.isArray(values)) return values.flatMap(portsHeld);
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([k, v]) =>
    /port$/i.test(k) && typeof v === 'number' ? [v] : typeof v === 'object' ? portsHeld(v) : [],
  );
}
