/** Follow-up phrases that name no thing of their own but say which one they change. */
import { emptyAttrs, type Flag, type Setting } from '../../model/types';
import { FAMILIES } from '../settings';
import { readAttributes } from '../attributes';
import { type Intent, type Mention } from '../intent';
import { dropPart } from './part-values';
import { operationOf, removalClause, removes, type Operation } from './operations';
import { mainMeant } from './primary';
import { takeSettings } from './move-settings';
import { adopt, inName } from './values';
import { saysName, splitOff } from './same-thing';

/**
 * "turn off versioning", "remove the deletion protection": a removing phrase that names no thing
 * takes the yes/no properties it names away from the things that have them, the last such thing
 * unless it says "all" or "both". Returns the properties it named, which the request as a whole
 * no longer asks for either (the reading raised them for every component from the phrase's words).
 */
export function switchedOff(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
  ops: (Operation | undefined)[],
): Set<Flag> {
  const off = new Set<Flag>();
  intent.phrases.forEach((phrase, i) => {
    const op = ops[i];
    // A thing named in the removal's own clause is what it removes; one said in another clause is not.
    if (turn(i) !== t || !op?.remove || intent.mentions.some((m) => m.phrase === i && removes(op, phrase, m.text)))
      return;
    const named = emptyAttrs();
    // Only the removal's own clause: "turn off versioning and enable logging" keeps logging.
    readAttributes(removalClause(op, phrase).toLowerCase(), named);
    // "turn off multi-AZ" reads as multi-AZ off; "remove the deletion protection" as the property itself.
    for (const flag of new Set([...named.flags, ...(named.off ?? [])])) {
      off.add(flag);
      const having = model.filter((m) => m.attrs.flags.has(flag));
      // The last thing that has it, all its mentions (one kind in one phrase is one thing), or every one with "all".
      const last = having.at(-1);
      const same = (m: Mention) => m === last || (m.kind === last?.kind && m.phrase === last.phrase && !m.separate);
      for (const m of op.every ? having : having.filter(same)) {
        dropPart(m, flag);
      }
      // Said of the request as a whole before ("Performance Insights on" as a phrase of its own), no thing
      // holds it: every thing is said off, so a writer whose default has it on leaves it off.
      if (!having.length) for (const m of model) m.attrs.off = [...new Set([...(m.attrs.off ?? []), flag])];
    }
  });
  return off;
}

/**
 * "make worker 5 replicas": a follow-up phrase that names no thing but says the name of one asked
 * for before gives its settings to that one. The reading gave them to the nearest thing that takes
 * them, which is another of the same kind when the named one was said first.
 */
export function retarget(intent: Intent, model: Mention[], t: number, turn: (phrase: number) => number): void {
  // The main thing a phrase of the turn spoke of stays the one meant by the phrases after it that name
  // nothing ("rename the main one to x, retention 3 days").
  let meant: Mention | undefined;
  intent.phrases.forEach((phrase, i) => {
    // Words of a new name read as a thing ("jobs" of "jobs-v2") are no thing the phrase names.
    const rename = operationOf(phrase).rename;
    if (turn(i) !== t || intent.mentions.some((m) => m.phrase === i && !(rename && inName(m, rename.to)))) {
      meant = undefined;
      return;
    }
    // "make the main one keep messages 4 days": the thing itself, not the dead-letter queue said last.
    meant = mainMeant(phrase, model) ?? meant;
    if (meant) return moveSaid(model, meant, i);
    const named = model.filter((m) => m.names.some((n) => saysName(phrase, n)));
    // "make the queue retention 9 days": the word of the one thing said before that is of its kind.
    const worded = named.length ? [] : model.filter((m) => turn(m.phrase) < t && kindWordSaid(phrase, m));
    if (worded.length === 1) return moveFitting(model, worded[0], i);
    if (named.length !== 1) return;
    // One of several things read as one ("two queues named orders and refunds") becomes its own.
    const name = named[0].names.find((n) => saysName(phrase, n))!;
    moveSaid(model, named[0].names.length > 1 ? splitOff(model, named[0], name) : named[0], i);
  });
}

/** Gives `to` the settings phrase `i` said that the reading gave to another thing of its kind. */
function moveSaid(model: Mention[], to: Mention, i: number): void {
  for (const from of model) {
    if (from === to || from.kind !== to.kind) continue;
    for (const s of takeSettings(from, (x) => x.phrase === i)) if (!to.settings.includes(s)) to.settings.push(s);
  }
}

/** Whether the phrase says the last word of the thing's own words ("queue" of "SQS queue"). */
function kindWordSaid(phrase: string, m: Mention): boolean {
  const head = m.text?.split(/\s+/).at(-1);
  return !!head && head.length > 2 && saysName(phrase, head);
}

/**
 * Gives `to` the settings phrase `i` said that the reading gave to another thing, when they are of a
 * family its kind takes ("retention 9 days" given to the bucket's versioning, said of the queue).
 */
function moveFitting(model: Mention[], to: Mention, i: number): void {
  const kind = to.kind.slice(to.kind.indexOf('.') + 1);
  const fits = (s: Setting) =>
    s.phrase === i && !!s.family && !!FAMILIES[s.family as keyof typeof FAMILIES]?.test(kind);
  for (const from of model) {
    if (from === to) continue;
    const taken = takeSettings(from, fits);
    if (taken.length) adopt(to, taken);
  }
}
