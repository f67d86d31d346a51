/**
 * Which things read before a follow-up's mention speaks of again: by a name given before or said
 * in its phrase, else the last one of its kind; one of several read as one is split off first.
 */
import { type Attrs, emptyAttrs } from '../../model/types';
import { readAttributes } from '../attributes';
import { type Mention } from '../intent';
import { type Operation } from './operations';
import { sideMember } from './primary';

/**
 * The things of the model a follow-up's mention speaks of again: by a name given before, or, with
 * no name, the last one of its kind (every one with "both", "all"). A new one is none: "another",
 * "a second", a named one not seen before, or one introduced with "a" by a phrase that changes nothing.
 */
export function sameThing(model: Mention[], m: Mention, op: Operation, removing: boolean, phrase: string): Mention[] {
  // A removal that says a part by its own words ("drop the dead letter queue") takes that part only,
  // never the thing it was read beside ("an SQS queue orders with a dead letter queue").
  const part = removing ? partSaid(model, m) : [];
  if (part.length) return part;
  // Mentions of one kind in one phrase are one thing ("an RDS PostgreSQL 15 database"): all of them change.
  const chosen = choose(model, m, op, removing, phrase);
  const one = (c: Mention, x: Mention) => c.kind === x.kind && c.phrase === x.phrase && !c.separate && !x.separate;
  return model.filter((x) => chosen.some((c) => c === x || one(c, x)));
}

/**
 * The things of `m`'s kind read from the very words `m` says, when those words name a property the
 * others of its kind have: the removal names that part, not its kind ("the dead letter queue" of a
 * queue and its dead-letter queue). None when the words are just other words for the same thing
 * ("the Redis instance" of "a Memorystore Redis instance") or say every one alike ("the queue").
 */
function partSaid(model: Mention[], m: Mention): Mention[] {
  const words = m.text?.toLowerCase();
  if (!words || m.names.length) return [];
  const named = emptyAttrs();
  readAttributes(words, named);
  const same = model.filter((x) => x.kind === m.kind);
  const said = same.filter((x) => x.text?.toLowerCase() === words);
  const whole = same.filter((x) => !said.includes(x) && [...named.flags].some((f) => x.attrs.flags.has(f)));
  return said.length && whole.length ? said : [];
}

function choose(model: Mention[], m: Mention, op: Operation, removing: boolean, phrase: string): Mention[] {
  if (m.separate) return [];
  const same = model.filter((x) => x.kind === m.kind);
  if (!same.length) return saidAsTheSame(model, m, phrase);
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
  // "add a HorizontalPodAutoscaler from 2 to 10": a property of the one thing of its kind, said as a thing.
  if (m.indefinite && !op.change && !removing) return same.length === 1 && propertySaid(m, phrase) ? same : [];
  return op.every || removing ? same : [same.at(-1)!];
}

/**
 * "bind the same role in qa" after a ClusterRole: "the same" speaks of a thing read before, never of
 * a new one, also when that thing is of another kind whose words end in this one's ("cluster role").
 */
function saidAsTheSame(model: Mention[], m: Mention, phrase: string): Mention[] {
  const words = m.text?.toLowerCase().trim();
  const head = words?.split(/\s+/).at(-1);
  if (!words || !head || m.names.length) return [];
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  if (!new RegExp(`\\b(?:the|that|this)\\s+same\\s+${escaped}\\b`, 'i').test(phrase)) return [];
  const found = model.findLast(
    (x) =>
      x.kind
        .slice(x.kind.indexOf('.') + 1)
        .split('_')
        .at(-1) === head,
  );
  return found ? [found] : [];
}

/**
 * Whether a mention's words, with the words of the noun they are part of in its phrase ("pod" of
 * "Horizontal Pod Autoscaler"), name only a property of its kind ("autoscaler" of a workload), with
 * no name: never a member that stands beside the thing as one of its own (a read replica, a dead-letter queue).
 */
function propertySaid(m: Mention, phrase: string): boolean {
  if (m.names.length || !m.text) return false;
  const words = compoundOf(phrase, m.text);
  if (sideMember({ text: words })) return false;
  const named = emptyAttrs();
  readAttributes(words, named);
  return named.flags.size > 0;
}

// Words that end a noun made of several words ("autoscaler from 2 to 10", "a pod with ...").
const NOT_NOUN = new Set([
  'a',
  'an',
  'the',
  'add',
  'also',
  'and',
  'with',
  'from',
  'to',
  'at',
  'for',
  'of',
  'on',
  'in',
  'that',
  'which',
  'please',
]);

/** The words of the noun `text` is part of in `phrase`, in lower case (`text` itself when not found). */
function compoundOf(phrase: string, text: string): string {
  const words = phrase
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  const own = text.toLowerCase().split(/\s+/);
  const at = words.findIndex((_, i) => own.every((w, k) => words[i + k] === w));
  if (at < 0) return text.toLowerCase();
  let from = at;
  let to = at + own.length;
  while (from > 0 && !NOT_NOUN.has(words[from - 1]) && !/\d/.test(words[from - 1])) from--;
  while (to < words.length && !NOT_NOUN.has(words[to]) && !/\d/.test(words[to])) to++;
  return words.slice(from, to).join(' ');
}

/**
 * "two queues named orders and refunds", then "set a 14 day retention on refunds": the one named
 * becomes a thing of its own, with what was said of both, so what is said of it now is its own.
 */
export function splitOff(model: Mention[], x: Mention, name: string): Mention {
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

/** Whether the phrase says the name as a word of its own. */
export const saysName = (phrase: string, name: string) =>
  new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`, 'i').test(phrase);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
