/**
 * Whether the built-in generator's account of an answer is true, judged against the set's own
 * expectations on the files it wrote (never by reading the English of a line):
 * - a "not covered" line is about the request's words it quotes; it is true when one of the
 *   expectations those words state (a component, a setting) is not in the files, untrue when every
 *   expectation it names is there, and undecided when it names none the set states;
 * - every stated setting the files do not hold must be named by some "not covered" line, or be of a
 *   type no file has while a true line says that part was not written;
 * - a setting listed as honoured under "What I understood" (result.covered) must hold in the files,
 *   (a one-word line, a name, is true when no file holds the word: scripts/eval/unread-truth.ts);
 * - a "not read" line is untrue when it is about a setting the files meet, or when every word it
 *   quotes names an attribute or type written (scripts/eval/unread-truth.ts);
 * - a "not covered" line's reason is untrue when a written type's schema has a key for what it says
 *   cannot be set, or one written attribute carries what it says was not written
 *   (scripts/eval/reason-truth.ts); a honoured value spelled as code must be in the files.
 * Settings are judged before components: a line quoting a setting's words is about that setting.
 */
import { assign, unitsOf } from './assign';
import { settingPasses } from './checks';
import { namedIn, subjectOf } from './coverage';
import { untrueReasons, valuesNotWritten } from './reason-truth';
import { typedValuesNotWritten } from './typed-values';
import { matchingViews } from './type-pattern';
import { type EvalRequest, type Part, type ReadResult, type Setting } from './types';
import { attributeWords, keyValueOf, oneWordNotInFiles, valueNotInFiles, writtenAttributeOf } from './unread-truth';

interface CoveredEntry {
  phrase: string;
  resources: string[];
  settings?: string[];
}

export interface AccountInput {
  request: EvalRequest;
  declined: boolean;
  notCovered: readonly string[];
  /** Lines saying words were not read: they claim nothing of the files, but they say the words. */
  notRead?: readonly string[];
  /** Lines saying words not read are carried by an attribute written: they claim the files hold them. */
  writtenUnread?: readonly string[];
  covered: readonly CoveredEntry[];
  read: ReadResult;
  /** The files written, for values looked for as written. */
  files?: readonly { content: string }[];
}

export interface AccountTruth {
  id: string;
  /** Lines naming an expectation the files do not meet. */
  trueLines: string[];
  /** Lines naming only expectations the files meet: they call missing what is there. */
  untrueLines: string[];
  /** Lines naming nothing the set states. */
  undecided: string[];
  /** Stated settings the files do not hold that no line names. */
  unsaidSettings: string[];
  /** Settings reported as honoured that the files do not hold. */
  untrueHonoured: string[];
  /** "Not read" lines about what the files hold: a setting they meet, or attributes written by the line's words. */
  untrueNotRead: string[];
  /** "Written, not read" lines about a setting the files do not meet: they point at what does not hold it. */
  untrueWrittenUnread: string[];
  /**
   * "Not covered" lines whose reason the schemas or the files contradict: a resource said unable to
   * take what its schema has, or words said not written that one written attribute carries.
   */
  untrueReasons: string[];
}

/**
 * Whether the set expects what the request states not to be written: absent, or any value but the
 * one its words state ("50 processing units" where the service's minimum is 100: notEquals 50).
 */
const notAsStated = (s: Setting) =>
  !!s.absent ||
  (s.notEquals !== undefined &&
    new RegExp(`(?<![\\w.])${String(s.notEquals).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.])`, 'i').test(
      s.phrase,
    ));

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** Where some words stand in the prompt (first occurrence), or undefined. */
function spanIn(prompt: string, words: string): [number, number] | undefined {
  const at = squash(prompt).indexOf(squash(words).trim());
  return at < 0 || !words.trim() ? undefined : [at, at + squash(words).trim().length];
}

/** Whether a text (a line's subject, an honoured setting's words) is about a phrase of the set. */
function about(prompt: string, text: string, phrase: string): boolean {
  const a = spanIn(prompt, text);
  const b = spanIn(prompt, phrase);
  if (a && b) return a[0] < b[1] && b[0] < a[1];
  return namedIn([`'${text}'`], { phrase, anyOf: [] });
}

export function accountTruth({
  request,
  declined,
  notCovered,
  notRead = [],
  writtenUnread = [],
  covered,
  read,
  files = [],
}: AccountInput): AccountTruth {
  const prompt = [...request.history, request.prompt].join('\n');
  const units = unitsOf(declined ? [] : read.resources);
  const content = files.map((f) => f.content).join('\n');
  const parts: Part[] = [...request.components, ...request.outOfScope];
  const given = assign(parts, units);
  const partMet = (p: Part) => !!given[parts.indexOf(p)];
  const settingMet = (s: Setting) => !declined && settingPasses(s, read.resources);
  // Settings of an optional part that was not written are judged with that part.
  const producedParts = new Set(request.outOfScope.filter(partMet).map((p) => p.id));
  const settings = request.settings.filter((s) => s.part === undefined || producedParts.has(s.part));

  const truth: AccountTruth = {
    id: request.id,
    trueLines: [],
    untrueLines: [],
    undecided: [],
    unsaidSettings: [],
    untrueHonoured: [],
    untrueNotRead: [],
    untrueWrittenUnread: [],
    untrueReasons: [],
  };
  for (const line of notCovered) {
    const subject = subjectOf(line);
    // A setting met by the stated value being absent ("3 replicas" of a DaemonSet, which has none; "50
    // processing units" where the service's minimum is 100) is what a line saying that value was not
    // written reports: it names no expectation the line could contradict.
    const namedSettings = settings.filter(
      (s) => about(prompt, subject, s.phrase) && !(notAsStated(s) && settingMet(s)),
    );
    const namedParts = namedSettings.length ? [] : parts.filter((p) => about(prompt, subject, p.phrase));
    const met = [...namedSettings.map((s) => settingMet(s) && !notAsStated(s)), ...namedParts.map(partMet)];
    if (!met.length) truth.undecided.push(line);
    else if (files.length && oneWordNotInFiles(subject, content)) truth.trueLines.push(line);
    else if (met.some((m) => !m)) truth.trueLines.push(line);
    // A line saying what was written instead ("the first four columns were written") calls nothing missing.
    else if (/\binstead\b/i.test(line.slice(subject.length))) truth.undecided.push(line);
    else truth.untrueLines.push(line);
  }
  // A setting of a type the files hold no resource of, when a line says a part of that type was not
  // written: that line says the setting was not written either (nothing is there to hold it).
  const typesOf = (s: Setting) => [s, ...(s.anyOf ?? [])].flatMap((c) => (c.type === undefined ? [] : [c.type].flat()));
  const partSaidUnwritten = (s: Setting) => {
    const types = typesOf(s);
    if (!types.length || read.resources.some((r) => matchingViews(r, types).length)) return false;
    return notCovered.some((line) =>
      parts.some(
        (p) => !partMet(p) && p.anyOf.some((t) => types.includes(t)) && about(prompt, subjectOf(line), p.phrase),
      ),
    );
  };
  for (const s of settings)
    if (
      !settingMet(s) &&
      ![...notCovered, ...notRead, ...writtenUnread].some((line) => about(prompt, subjectOf(line), s.phrase)) &&
      !partSaidUnwritten(s)
    )
      truth.unsaidSettings.push(s.phrase);
  for (const c of covered)
    for (const honoured of c.settings ?? []) {
      // "3 replicas (replicas)": the words before the label are the request's.
      const words = honoured.replace(/\s*\([^()]*\)$/, '');
      const failing = settings.filter((s) => about(prompt, words, s.phrase) && !settingMet(s));
      const holding = settings.filter((s) => about(prompt, words, s.phrase) && settingMet(s));
      if (failing.length && !holding.length) truth.untrueHonoured.push(honoured);
      // A set's own expectation that holds is the judge of these words; else a value quoted as code
      // ("gp3", "Standard_B2s") or a typed value no file holds in any spelling was not written.
      else if (files.length && !holding.length) {
        const missing = [...valuesNotWritten(words, content), ...typedValuesNotWritten(words, content)];
        if (missing.length) truth.untrueHonoured.push(`${honoured} [not in the files: ${missing.join(', ')}]`);
      }
    }
  // A "not read" line about a setting the files meet, and none they miss, says unread what is written;
  // so does one whose every word names an attribute or type written.
  const attributes = attributeWords(declined ? [] : read.resources);
  for (const line of notRead) {
    const subject = subjectOf(line);
    const named = settings.filter((s) => about(prompt, subject, s.phrase));
    const written = writtenAttributeOf(subject, attributes);
    // A setting the words are about that the files miss makes the line true, whatever attribute shares
    // its words; so does a value it quotes that no file holds ("500m" of "limits 500m / 512Mi").
    if (named.some((s) => !settingMet(s)) || valueNotInFiles(subject, content)) continue;
    const pair = declined ? undefined : keyValueOf(subject, read.resources);
    if (named.length) truth.untrueNotRead.push(`${line} [met: ${named[0].phrase}]`);
    else if (written) truth.untrueNotRead.push(`${line} [written: ${written.join(', ')}]`);
    else if (pair) truth.untrueNotRead.push(`${line} [written with its value: ${pair}]`);
  }
  if (!declined) truth.untrueReasons.push(...untrueReasons(notCovered, read.resources, attributes));
  for (const line of writtenUnread) {
    const missed = settings.filter((s) => about(prompt, subjectOf(line), s.phrase) && !settingMet(s));
    if (missed.length) truth.untrueWrittenUnread.push(`${line} [not met: ${missed[0].phrase}]`);
  }
  return truth;
}
