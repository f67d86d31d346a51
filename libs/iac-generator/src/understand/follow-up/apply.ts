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
import { type Attrs, type Flag } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { switchedOff, retarget } from './by-phrase';
import { operationOf } from './operations';
import { movedRegions } from './regions';
import { sameThing } from './same-thing';
import { turnOf } from './turns';
import { fold, inName, renameTo, supersede } from './values';

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
  const off = new Set<Flag>();
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
    for (const flag of switchedOff(intent, model, t, turn, ops)) off.add(flag);
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
    global: withoutFlags(movedRegions(intent, model, turn, ops), off),
    mentions: model,
    ruledOut: [...ruledOut],
    unread: intent.unread.filter((u) => !owned.has(u.phrase)),
    removed: removed.length ? removed : undefined,
  };
}

/** The request-wide settings without the yes/no properties a follow-up turned off. */
function withoutFlags(global: Attrs, off: Set<Flag>): Attrs {
  if (![...off].some((f) => global.flags.has(f))) return global;
  return { ...global, flags: new Set([...global.flags].filter((f) => !off.has(f))) };
}
