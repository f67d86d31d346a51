/**
 * Words of the request the built-in generator did not read as anything it writes: requirement
 * phrases or parts of them nothing recognised (understand/unread.ts), noun phrases no reader
 * took (understand/account.ts), and noun phrases given to the catalogue of provider types that no
 * type it wrote took. They are said apart from "not covered": a "not covered" line says the files
 * lack something the request asks, these only that the reader took nothing from the words, so a
 * default or another resource may still hold what they ask.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type CatalogueResult } from '../targets/catalogue';
import { givenToCatalogue } from '../understand/account';
import { type Intent } from '../understand/understand';
import { carrierOf, phraseScope, type Written } from './carried';
import { writtenCarrier } from './files-say';
import { saysNothing } from './says-nothing';

const wordsOf = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
// "factories" is a word of data_factory, "identities" of identity.
const stem = (w: string) => w.replace(/(?:ies|es|s)$/, '');

/**
 * The words a type the catalogue wrote for phrase `phrase` took: its type's own name, the names
 * given it and the values stated for it.
 */
function takenBy(catalogue: CatalogueResult, phrase: number): Set<string> {
  const words = [
    ...catalogue.extras
      .filter((e) => e.phrase === phrase || e.phrases?.includes(phrase))
      .flatMap((e) => [
        ...e.type.split(/::|[/._]|(?<=[a-z])(?=[A-Z])/),
        ...e.names,
        ...(e.stated ?? []).map((v) => v.text),
      ]),
    ...catalogue.mentions.filter((m) => m.phrase === phrase).flatMap((m) => [m.kind.split('.')[1], m.text ?? '']),
  ];
  return new Set(words.flatMap(wordsOf).map(stem));
}

// What carries each part, asked once per answer: the "not read" and "written, not read" lines share it.
// Whatever the reading made of the words, what the phrase's own resources write is checked last
// (answer/files-say.ts, the test every line claiming something of the files goes through).
const carriers = new WeakMap<Written, Map<string, ReturnType<typeof carrierOf>>>();
function carrierOnce(u: { phrase: number; text: string }, written: Written): ReturnType<typeof carrierOf> {
  const known = carriers.get(written) ?? new Map<string, ReturnType<typeof carrierOf>>();
  carriers.set(written, known);
  const key = `${u.phrase}\u0000${u.text}`;
  if (!known.has(key)) {
    const own = phraseScope(u.phrase, written, true);
    const held = carrierOf(u.text, u.phrase, written) ?? (own === undefined ? undefined : writtenCarrier(u.text, own));
    known.set(key, typeof held === 'string' ? [held] : held);
  }
  return known.get(key);
}

/**
 * The "not read" lines of an answer; phrases the catalogue of provider types took are its own.
 * With what was written, words a written attribute carries are not said (answer/carried.ts).
 */
export function notReadLines(intent: Intent, catalogue: CatalogueResult, written?: Written): string[] {
  return notReadTexts(intent, catalogue, written).map((t) => GeneratorMessages.notRead(t));
}

/** The words of the "not read" lines, as the user wrote them, each once. */
export function notReadTexts(intent: Intent, catalogue: CatalogueResult, written?: Written): string[] {
  const said = unreadWords(intent, catalogue).filter(
    (u) => !written || (!carrierOnce(u, written) && !wiredIn(u, written)),
  );
  return [...new Set(said.map((u) => u.text))];
}

/**
 * Words no reader took that an attribute, block or type written carries all the same, each said
 * with what the files write for it (owned by the files, not by a reading), or that belong to a
 * honoured setting beside them, said with it.
 */
export function writtenUnreadLines(intent: Intent, catalogue: CatalogueResult, written: Written): string[] {
  const lines = unreadWords(intent, catalogue).flatMap((u) => {
    if (wiredIn(u, written)) return [];
    const by = carrierOnce(u, written);
    if (!by) return [];
    return [
      Array.isArray(by)
        ? GeneratorMessages.writtenUnread(u.text, by.join(', '))
        : GeneratorMessages.readWithSetting(u.text, by.setting),
    ];
  });
  return [...new Set(lines)];
}

/** Words the wiring read while planning ("for 3 consecutive minutes" of an alarm's status): no words missed. */
const wiredIn = (u: { phrase: number; text: string }, written: Written) =>
  written.plan.wiredWords.some((w) => w.phrase === u.phrase && w.text.includes(u.text.toLowerCase()));

/** Every part of the request no reader took, with its phrase. */
export function unreadWords(intent: Intent, catalogue: CatalogueResult): { phrase: number; text: string }[] {
  const catalogued = catalogue.phrases;
  // Words a minimal block wrote whole, as the values stated for it ("threat intel mode Deny"), were read.
  const written = (u: { phrase: number; text: string }) => {
    const taken = takenBy(catalogue, u.phrase);
    const words = wordsOf(u.text);
    return words.length > 0 && words.every((w) => taken.has(stem(w)));
  };
  const unread = intent.unread.filter((u) => !catalogued.has(u.phrase) && !written(u));
  // A phrase inside a part already said is not said again.
  const inner = intent.notRead.filter(
    (n) =>
      !catalogued.has(n.phrase) &&
      !written(n) &&
      !unread.some((u) => u.phrase === n.phrase && u.text.toLowerCase().includes(n.text.toLowerCase())),
  );
  // Words given to the catalogue that no type it wrote took ("a system-assigned identity" beside the
  // Data Factory its minimal block writes) would otherwise vanish without a word.
  const given = givenToCatalogue(intent.account).filter((g) => {
    const taken = takenBy(catalogue, g.phrase);
    return (
      !wordsOf(g.text).some((w) => taken.has(stem(w))) &&
      !unread.some((u) => u.phrase === g.phrase && u.text.toLowerCase().includes(g.text.toLowerCase()))
    );
  });
  // Words that ask nothing of the files (the format, the cloud, an aside) are no words missed.
  return [...unread, ...inner, ...given].filter((u) => !saysNothing(u.text, intent.cloud));
}
