/**
 * "drop the email sub", "remove the https subscription", "no longer need the alert email": a removal
 * that names no thing of its own but a setting of one read before (by the words of the setting's
 * label, or a clipped form of them, and the words of its values) takes that setting away, with what
 * it set, and a thing read only from that setting's words (the subscription beside its topic) goes too.
 */
import { type Flag, type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { removalOf } from './operations';

// Words around a setting's own words that say nothing of which one it is.
const AROUND = new Set([
  'the',
  'that',
  'this',
  'those',
  'these',
  'our',
  'my',
  'its',
  'old',
  'existing',
  'please',
  'now',
]);
const EXTRA = new Set(['too', 'also', 'anymore', 'any', 'more', 'one', 'ones', 'and', 'a', 'an']);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

// A word's stem for comparing forms of one word ("sharding", "shards": "shard").
const stem = (w: string) => (w.length > 5 ? w.replace(/(?:ing|ed|es|s)$/, '') : w.replace(/s$/, ''));

/**
 * Whether `w` is `word`, a clipped form of it ("sub" of "subscription", "repo" of "repository") or
 * another form of it ("sharding" of "shards").
 */
const sayWord = (w: string, word: string) =>
  w === word ||
  w.replace(/s$/, '') === word ||
  (w.length >= 3 && word.startsWith(w)) ||
  (stem(w).length >= 4 && stem(w) === stem(word));

/**
 * Whether the removal's words say setting `s`: each is a word of its label (or clipped) or of its
 * values ("email" of an email subscription), and one at least is of its label.
 */
function says(said: string[], s: Setting): boolean {
  const label = words(s.label);
  const values = new Set(words(JSON.stringify(s.values ?? {})));
  return (
    said.length > 0 &&
    said.some((w) => label.some((l) => sayWord(w, l))) &&
    said.every((w) => label.some((l) => sayWord(w, l)) || values.has(w))
  );
}

// Values that stand for a part a writer adds by default when none is stated: taken away, the part is said off.
const PART_OFF: Record<string, Flag> = { subscriptionEndpoint: 'subscription' };

/** Takes setting `s` away from `m`, with the values and flags it alone set. */
export function drop(m: Mention, s: Setting): void {
  for (const k of Object.keys(s.values ?? {}))
    if (PART_OFF[k]) m.attrs.off = [...new Set([...(m.attrs.off ?? []), PART_OFF[k]])];
  m.settings = m.settings.filter((x) => x !== s);
  const attrs = m.attrs as unknown as Record<string, unknown>;
  for (const k of Object.keys(s.values ?? {})) if (!m.settings.some((o) => o.keys.includes(k))) delete attrs[k];
  for (const f of s.flags ?? []) if (!m.settings.some((o) => o.keys.includes(`flag:${f}`))) m.attrs.flags.delete(f);
}

/**
 * Carries out the removals of turn `t` that name a setting of an earlier thing (run before its things are read). Returns the model
 * without the things read only from the removed settings' words, what was removed in the user's
 * words, and the phrases it accounted for.
 */
export function removeSaidSettings(
  intent: Intent,
  model: Mention[],
  t: number,
  turn: (phrase: number) => number,
  skip: Set<number>,
): { model: Mention[]; removed: string[]; owned: number[] } {
  const removed: string[] = [];
  const owned: number[] = [];
  intent.phrases.forEach((phrase, i) => {
    if (turn(i) !== t || skip.has(i)) return;
    const removal = removalOf(phrase);
    const said = removal ? words(removal.words).filter((w) => !AROUND.has(w) && !EXTRA.has(w)) : [];
    if (!said.length) return;
    const hits = model.flatMap((m) =>
      turn(m.phrase) < t ? m.settings.filter((s) => says(said, s)).map((s) => [m, s] as const) : [],
    );
    // One setting said (the same one read for several things of one phrase), never a guess among several.
    if (!hits.length || new Set(hits.map(([, s]) => `${s.phrase}:${s.text}`)).size > 1) return;
    const label = words(hits[0][1].label);
    const ofLabel = (m: Mention) => words(m.text ?? '').every((w) => label.some((l) => sayWord(w, l)));
    // The phrase's own things are the setting's words ("remove the email subscription"), or it has none.
    if (intent.mentions.some((m) => m.phrase === i && (m.names.length || !ofLabel(m)))) return;
    for (const [m, s] of hits) drop(m, s);
    // A thing read only from the setting's own words ("an email subscription" beside its topic) goes with it.
    model = model.filter((m) => !(hits.some(([x]) => x === m) && !m.names.length && !m.settings.length && ofLabel(m)));
    removed.push(removal!.words.replace(/^(?:the|that|this|our|my)\s+/i, ''));
    owned.push(i);
  });
  return { model, removed, owned };
}
