/**
 * An identity asked together with what it may do with another part of the request ("a managed
 * identity that can only receive from the queue", "a service account that can push images to the
 * repo", "a service account allowed to invoke the mailer service"): the verb names the access, the
 * words after it the resource. The identity is then granted the narrowest built-in role for that
 * access, scoped to that one resource; without the grant the identity exists and can do nothing.
 * Said in words of their own, so they are read from the request's phrases while planning.
 */
import { type Component } from '../model/types';
import { type Planner } from '../plan/planner';

/** What an identity may do with a resource: read (receive, pull), write (send, push), both, or call it. */
export type Access = 'read' | 'write' | 'readwrite' | 'invoke';

/** The verbs of each access, as a request says them of an identity. */
const READS = String.raw`read|receive|consume|pull|dequeue|fetch|download|get|subscribe`;
const WRITES = String.raw`write|send|publish|push|upload|enqueue|put|post`;
const INVOKES = String.raw`invoke|call|trigger`;
// A modal or relative word before the verb, so a bare verb ("users read from it") is nobody's grant.
const MAY = String.raw`(?:can|may|could|should|must|will|to|that|which|who|allowed\s+to|able\s+to|permitted\s+to|permission\s+to|rights?\s+to)`;
// "read and write", "send/receive", "read & write".
const BOTH = String.raw`(?:\s*[/&]\s*|\s+(?:and|or)\s+)`;
const VERB = new RegExp(
  String.raw`\b${MAY}\s+(?:only\s+|just\s+)?(?:be\s+(?:able|allowed|permitted)\s+to\s+)?(?:(${READS})(?:e?s)?${BOTH}(${WRITES})(?:e?s)?|(${WRITES})(?:e?s)?${BOTH}(${READS})(?:e?s)?|(${READS})(?:e?s)?|(${WRITES})(?:e?s)?|(${INVOKES})(?:e?s)?)\b`,
  'gi',
);
// How far after the verb its object is looked for: the rest of the clause.
const OBJECT = /^[^;\n]{0,120}/;

// A definite word right before a resource's words (one word between at most): it was said before.
const DEFINITE = /\b(?:the|that|this|its|their|those|these|same)\s+(?:[\w-]+\s+)?$/i;

/** The words a kind's resources are spoken of by, per kind that can be granted an access. */
export type KindWords = Record<string, RegExp>;

interface AccessSaid {
  target: Component;
  access: Access;
  /** The words read (verb up to the target), for the wiring's record. */
  text: string;
  /** The phrase it was said in. */
  phrase: number;
  /** The verb as said, in its plain form ("receive", "push", "read and write"). */
  verb: string;
}

/** What the grant lets, in the request's own verb: "receive from orders", "push to containers", "invoke mailer". */
export function saysAccess(said: AccessSaid): string {
  const what = said.target.name ?? said.target.id;
  const by = { read: ' from', write: ' to', readwrite: '', invoke: '' }[said.access];
  return `${said.verb}${by} ${what}`;
}

/**
 * What the request says `identity` may do, and with which asked resource of `kinds`: the verb in
 * the identity's own phrase, and the resource the words after it name (by its name, else its kind's
 * words; the nearest asked one of that kind). Empty when the phrase says no such verb.
 */
export function accessSaid(identity: Component, plan: Planner, kinds: KindWords): AccessSaid[] {
  if (identity.phrase === undefined || identity.implicit) return [];
  const said: AccessSaid[] = [];
  for (const [at, phrase] of saidOf(identity, plan)) readVerbs(phrase, at, identity, plan, kinds, said);
  return said;
}

// A phrase that opens on the identity said again ("That account must be allowed to invoke mailer").
const AGAIN =
  /^\s*(?:and\s+|also\s+)?(?:(?:that|this|the|its|said)\s+(?:service\s+|managed\s+)?(?:account|identity|principal)|it)\b/i;

/** The identity's own phrase, and each later one said of it (by its name, or opening on "that account"), from there on. */
function saidOf(identity: Component, plan: Planner): [number, string][] {
  const own = identity.phrase ?? -1;
  const found: [number, string][] = [[own, plan.phrases[own] ?? '']];
  const name = identity.name?.toLowerCase();
  for (let i = own + 1; i < plan.phrases.length; i++) {
    const p = plan.phrases[i];
    const at = name ? p.toLowerCase().indexOf(name) : -1;
    if (at >= 0) found.push([i, p.slice(at + (name?.length ?? 0))]);
    else if (i === own + 1 && AGAIN.test(p) && lastNamedIn(identity, plan)) found.push([i, p]);
  }
  return found;
}

/** Whether the identity is the last one its phrase names: "that account" after it is that one. */
function lastNamedIn(identity: Component, plan: Planner): boolean {
  const phrase = (plan.phrases[identity.phrase ?? -1] ?? '').toLowerCase();
  const at = (c: Component) => (c.name ? phrase.lastIndexOf(c.name.toLowerCase()) : -1);
  const mine = at(identity);
  return (
    mine >= 0 &&
    !plan.components.some(
      (o) => o !== identity && o.kind === identity.kind && o.phrase === identity.phrase && at(o) > mine,
    )
  );
}

function readVerbs(
  phrase: string,
  at: number,
  identity: Component,
  plan: Planner,
  kinds: KindWords,
  said: AccessSaid[],
): void {
  for (const m of phrase.matchAll(VERB)) {
    const access: Access = m[1] || m[3] ? 'readwrite' : m[5] ? 'read' : m[6] ? 'write' : 'invoke';
    const verb = (m[1] ? `${m[1]} and ${m[2]}` : m[3] ? `${m[4]} and ${m[3]}` : (m[5] ?? m[6] ?? m[7])).toLowerCase();
    const after = OBJECT.exec(phrase.slice(m.index + m[0].length))?.[0] ?? '';
    const target = objectOf(after, identity, plan, kinds);
    if (target && !said.some((s) => s.target === target.c))
      said.push({
        target: target.c,
        access,
        verb,
        phrase: at,
        text: phrase.slice(m.index, m.index + m[0].length + target.end),
      });
  }
}

/** The asked resource the words after a verb name: by its own name first, else by its kind's words. */
function objectOf(
  after: string,
  identity: Component,
  plan: Planner,
  kinds: KindWords,
): { c: Component; end: number } | undefined {
  const lower = after.toLowerCase();
  const asked = plan.components.filter((o) => o !== identity && !o.implicit && o.kind in kinds);
  const named = asked
    .map((c) => ({ c, at: c.name ? lower.indexOf(c.name.toLowerCase()) : -1 }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (named?.c.name) return { c: named.c, end: named.at + named.c.name.length };
  const distance = (o: Component) => Math.abs((o.phrase ?? 0) - (identity.phrase ?? 0));
  let best: { c: Component; end: number; at: number; rank: number } | undefined;
  for (const c of asked) {
    const w = new RegExp(kinds[c.kind].source, 'i').exec(after);
    if (!w) continue;
    // "that queue", "the bucket": one said before, so a named one before one the same words just added.
    const definite = DEFINITE.test(after.slice(0, w.index));
    const rank = (definite && !c.name ? 1000 : 0) + distance(c);
    // The first words named win; between resources of one kind, the one asked nearest the identity.
    if (!best || w.index < best.at || (w.index === best.at && rank < best.rank))
      best = { c, end: w.index + w[0].length, at: w.index, rank };
  }
  return best && { c: best.c, end: best.end };
}
