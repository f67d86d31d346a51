/**
 * Values a request states near the mention of a service written as a minimal block ("an Azure
 * Firewall ..., threat intel mode Deny", "an API Management instance, publisher email
 * ops@example.com"), read against the type's schema attributes (catalogue/stated.ts). Near is the
 * mention's own phrase from its words on, up to the next thing asked for of its own ("and a
 * storage account"), and the phrases after it that mention nothing, within the same turn: a
 * value said there is of the thing the sentence is about. A name-like attribute takes the whole
 * capitalised name ("publisher name Contoso Shop").
 */
import { type Dialect } from '../catalogue';
import { type StatedValue, type StatedValues, statedValues } from '../catalogue/stated';
import { type Intent, type Mention } from '../understand/understand';
import { isKnownWord } from '../understand/spelling';

/** Where a mention's words start in its phrase (case-insensitive), or 0. */
function at(phrase: string, text: string | undefined, from = 0): number {
  if (!text) return from;
  const i = phrase.toLowerCase().indexOf(text.toLowerCase(), from);
  return i < 0 ? from : i;
}

const PLACING = /^\s*(?:using|in|into|inside|on|behind|via|through|attached\s+to|connected\s+to)\b/i;

/** The text near a mention where values stated for it are read, and the phrases it spans. */
function nearText(intent: Intent, m: Mention): { text: string; phrases: number[] } {
  const phrase = intent.phrases[m.phrase] ?? '';
  const start = at(phrase, m.text);
  // The next thing of its own in the same phrase ("with a public IP", "and a bucket") ends it;
  // a place it goes in ("in resource group rg-hub", "using the public IP ...") does not.
  const later = intent.mentions
    .filter((o) => o !== m && o.phrase === m.phrase && o.start > m.start && o.indefinite)
    .map((o) => at(phrase, o.text, start + (m.text?.length ?? 0)))
    .filter((i) => i > start);
  const end = later.length ? Math.min(...later) : phrase.length;
  const after = end === phrase.length ? followingPhrases(intent, m.phrase) : [];
  return {
    text: [phrase.slice(start, end), ...after.map((p) => intent.phrases[p])].join(', '),
    phrases: [m.phrase, ...after],
  };
}

/**
 * The phrases after `phrase` in its turn that still say of what it asked ("..., threat intel mode
 * Deny"): up to one that mentions a thing or a product of its own.
 */
export function followingPhrases(intent: Intent, phrase: number): number[] {
  const out: number[] = [];
  const turnStarts = new Set(intent.turns ?? []);
  for (let p = phrase + 1; p < intent.phrases.length; p++) {
    // A phrase that places it ("using the public IP pip-1", "in vnet-hub") still says of it; one naming a thing does not.
    const placing = PLACING.test(intent.phrases[p]) && !intent.mentions.some((o) => o.phrase === p && o.indefinite);
    if (turnStarts.has(p) || (!placing && intent.mentions.some((o) => o.phrase === p))) break;
    if (intent.leftovers.some((l) => l.phrase === p && l.product)) break;
    out.push(p);
  }
  return out;
}

const NAME_ATTRIBUTE = /(?:^|_)name$|Name$/;

/**
 * A one-word value of a name-like attribute followed by more capitalised words ("Contoso" of
 * "publisher name Contoso Shop") is the whole name.
 */
function wholeName(v: StatedValue, text: string): StatedValue {
  const key = v.path[v.path.length - 1];
  if (typeof v.value !== 'string' || !NAME_ATTRIBUTE.test(key) || !/^[A-Z]/.test(v.value)) return v;
  const i = text.indexOf(v.text);
  if (i < 0) return v;
  const more = /^(?:\s+[A-Z][\w&.'-]*)+/.exec(text.slice(i + v.text.length));
  return more ? { ...v, value: `${v.value}${more[0]}`, text: `${v.text}${more[0]}` } : v;
}

/** What `text` states for `type`'s attributes, a name-like one with its whole name. */
export function statedIn(dialect: Dialect, type: string, text: string): StatedValues {
  const stated = statedValues(dialect, type, text, isKnownWord);
  return { values: stated.values.map((v) => wholeName(v, text)), unfit: stated.unfit };
}

/** What the request states near `m` for `type`'s attributes, and the phrases it was read in. */
export function statedNearMention(
  dialect: Dialect,
  type: string,
  intent: Intent,
  m: Mention,
): StatedValues & { phrases: number[] } {
  const near = nearText(intent, m);
  const stated = statedIn(dialect, type, near.text);
  // A name of another thing the request mentions ("using the IAM role app-role") is that thing, a
  // reference for the writer to make, never a literal of this block.
  const others = new Set(intent.mentions.filter((o) => o !== m).flatMap((o) => o.names.map((n) => n.toLowerCase())));
  const values = stated.values.filter((v) => typeof v.value !== 'string' || !others.has(v.value.toLowerCase()));
  return { values, unfit: stated.unfit, phrases: near.phrases };
}
