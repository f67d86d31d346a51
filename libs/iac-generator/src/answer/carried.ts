/**
 * Whether words the reading took nothing from are carried all the same by what was written (issue
 * 24, class 4): "not publicly accessible" where the database's writer read its public flag and wrote
 * `publicly_accessible = false`, "RBAC" beside `rbac_authorization_enabled = true`, "scan on push"
 * beside `ScanOnPush: true`. A "not read" line for such words would send the user looking for what
 * is there, so it is said only when nothing written carries them. Evidence, in order:
 * - a yes/no property the words say (understand/attributes.ts) that a writer read of a written
 *   component and holds as said (said off, it must be off);
 * - a setting of the same phrase a writer honoured whose words hold these words;
 * - every content word is a word of an attribute, block or type the files write (split from its
 *   camelCase or snake_case spelling, an acronym of its words: "HA", "VM"), a word of a one-word
 *   value ("IMMUTABLE", "acme-thumbnails"), or, with digits, a value written as is ("500m").
 * A flag said one way while the component holds the other is never carried: the files contradict it.
 */
import { type Component, emptyAttrs, type Flag, type Setting } from '../model/types';
import { type Planner } from '../plan/planner';
import { attrsOf, honoured, type Reads } from '../plan/track-reads';
import { type RenderOutput } from '../render/types';
import { FLAG_PATTERNS, readAttributes } from '../understand/attributes';
import {
  fileWords,
  FUNCTION_WORDS,
  functionWord,
  NAME_GIVEN,
  writtenAs,
  writtenWhole,
  type FileWords,
} from './file-words';
import { heldByFiles } from './held';
import { keyValueSaying } from './key-values';
import { statedValues, valueHeld } from './stated-values';
import { scopeOf } from './scope';
import { keyHoldingValue } from './value-keys';

/** What was written, with what the writers read to write it. */
export interface Written {
  plan: Planner;
  out: RenderOutput;
  reads: Reads;
  /** The words of a requirement phrase, as read. */
  phraseText?: (phrase: number) => string | undefined;
  /** The reading's spelling corrections, "written -> read" ("publically -> publicly"). */
  corrections?: readonly string[];
}

// British and American spellings are one word ("authorisation", "authorization").
const NUMBER_WORDS = new Set('one two three four five six seven eight nine ten twelve twenty hundred'.split(' '));
// Verbs that ask for what follows ("add regional VNet integration"): they modify nothing of it.
const ASKING = new Set(
  'add adds create configure include attach give make put provision deploy write wire hook connect'.split(' '),
);
// More words than a setting is ever stated in ("daily backups at 02:00 with binlog on").
const MAX_SETTING_WORDS = 8;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TIES = new Set(['it', 'them', 'to', 'of', 'the', 'a', 'an', 'its', 'their', 'this', 'that']);

/**
 * Whether `words` stand right before or after `setting`'s words in `clause`, with only joining
 * words or punctuation between; words with digits never do (they are a value of their own).
 */
function besides(words: string, setting: string, clause: string): boolean {
  // More than two words say something of their own ("report generated every weekday" before "at 06:00").
  if (/\d/.test(words) || words.trim().split(/\s+/).length > 2) return false;
  const a = clause.indexOf(words);
  const b = clause.indexOf(setting);
  if (a < 0 || b < 0) return false;
  const between = a < b ? clause.slice(a + words.length, b) : clause.slice(b + setting.length, a);
  // Only words that tie a verb or a noun to the setting ("bump it to 4 replicas", "8 CPU of requests"),
  // never punctuation ("for staging: Kubernetes 1.29"), "and"/"or" (another thing) or "in" (a place).
  return !/[^a-z0-9\s]/.test(between) && (between.match(/[a-z0-9]+/g) ?? []).every((x) => TIES.has(x));
}

/** Whether `text` holds `words` whole, never inside a longer word ("mq" is no word of "rabbitmq:3.13"). */
const holdsWords = (text: string, words: string) => new RegExp(`(?<![a-z0-9])${escape(words)}(?![a-z0-9])`).test(text);

// A value given right after a key's word: "family should be nightly-report", "tier: gold", "class = x1".
const VALUE_AFTER = String.raw`(?:\s+(?:should|must|will|shall|has to|needs to)\s+be|\s+is|\s*[:=]|\s+of|\s+named|\s+called)\s*["']?([a-z0-9][\w./:-]*)`;

// Words that count one more of a thing ("a second origin", "another pool"): they ask for a thing of
// their own, which no key written for the first one carries ("second" is no word of probeIntervalInSeconds).
const ORDINALS = new Set(['second', 'third', 'fourth', 'fifth', 'another', 'additional', 'extra']);

/**
 * Whether the value said right after word `word` in `clause` is written (true), not written (false),
 * or no value is said after it (undefined). Only a value that is one name or code counts.
 */
function valueAfter(word: string, clause: string, files: FileWords): boolean | undefined {
  const m = new RegExp(`\\b${escape(word)}${VALUE_AFTER}`).exec(clause);
  const value = m?.[1]?.replace(/[.:]+$/, '');
  if (!value || FUNCTION_WORDS.has(value) || !/[\d.-]/.test(value)) return undefined;
  // Written whole as a value, never as a piece of another ("…/nightly-report:latest" of an image).
  return writtenWhole(value, files) !== undefined;
}

/** Whether `words` stand right before a typed value ("range 10.0.0.0/28", "window 9 days") that `content` does not hold. */
function valueAfterNotHeld(words: string, clause: string, content: string): boolean {
  const at = clause.indexOf(words);
  if (at < 0) return false;
  const next = /^\s*(?:[:=]|is|of|to|at)?\s*(\S+(?:\s+[a-z]+)?)/.exec(clause.slice(at + words.length))?.[1];
  if (!next) return false;
  // An id or code given right after them ("zone id 3f9a0c...", "key ABCD1234EF") must be written whole.
  const code = /^[a-z0-9][\w.:/-]*$/i.test(next.split(' ')[0]) ? next.split(' ')[0].replace(/[.,;:]+$/, '') : '';
  if (code.length >= 6 && /\d/.test(code) && /[a-z]/i.test(code))
    return !content.toLowerCase().includes(code.toLowerCase());
  const value = statedValues(next)[0];
  return !!value && next.startsWith(value.words.split(' ')[0]) && !valueHeld(value, content);
}

/**
 * The value the request wrote with one word joined to its neighbours by dots, slashes or hyphens
 * ("index.html", "team/payments") when the files hold it whole, for that one word; else undefined.
 */
function wholeValueOf(word: string, clause: string | undefined, content: string): string | undefined {
  if (!clause || !/^[a-z0-9]+$/.test(word)) return undefined;
  const joined = new RegExp(
    `[a-z0-9_-]*(?:[a-z0-9_-][./]${escape(word)}|${escape(word)}[./][a-z0-9_-])[a-z0-9_./-]*`,
  ).exec(clause)?.[0];
  const value = joined?.replace(/[./-]+$/, '');
  return value && value !== word && content.toLowerCase().includes(value) ? value : undefined;
}

/** Whether the clause says `words` off: "no ...", "disable ...", "... turned off", "... disabled". */
function saidOff(words: string, clause: string): boolean {
  const at = clause.indexOf(words);
  if (at < 0) return false;
  const before = clause.slice(Math.max(0, at - 40), at);
  const after = clause.slice(at + words.length, at + words.length + 30);
  return (
    /\b(?:no|disable|without|turn off|switch off)\s+(?:[a-z-]+\s+){0,2}$/.test(before) ||
    /^\s*(?:(?:is|are|be|should be|must be)\s+)?(?:(?:turned|switched|set|kept)\s+)?(?:off|disabled)\b/.test(after)
  );
}

/**
 * Whether the files set attribute `id` on (`= true`, `: true`), where on means the thing it names is
 * there: never a key that says it away (ExcludePunctuation, block_public_acls, disable_*).
 */
function setOn(id: string, content: string): boolean {
  if (/exclude|disable|block|deny|prevent|restrict|without|^no[A-Z_]/i.test(id)) return false;
  return new RegExp(`(?<![\\w.])["']?${escape(id)}["']?\\s*[:=]\\s*true\\b`).test(content);
}

// Terms of art whose words no identifier says, with the words of the identifier they are written as:
// an App Service's "(regional) VNet integration" is its virtual network subnet id.
const TERMS: [RegExp, string][] = [[/\b(?:regional\s+)?vnet\s+integration\b/, 'virtual-network-subnet']];

/** The terms of `text` the files write, with their words and the identifiers written for them. */
function termsWritten(text: string, files: FileWords): { words: Set<string>; ids: string[] } {
  const words = new Set<string>();
  const ids: string[] = [];
  for (const [term, run] of TERMS) {
    const said = term.exec(text)?.[0];
    const id = said ? files.runs.get(run) : undefined;
    if (!said || !id) continue;
    for (const w of said.split(/\s+/)) words.add(w);
    ids.push(id);
  }
  return { words, ids };
}

/** The explicit components that wrote something, those of `phrase` first (all when it has none). */
function writtenFor(phrase: number, w: Written): Component[] {
  const wrote = w.plan.components.filter((c) => !c.implicit && (w.out.produced.get(c) ?? []).length > 0);
  const own = wrote.filter((c) => c.phrase === phrase);
  return own.length ? own : wrote;
}

/**
 * The text of what the phrase's own components write and what they refer to (a role assignment's
 * key vault), not a neighbour's resources (another resource's system-assigned identity).
 */
export function phraseScope(phrase: number, w: Written): string;
export function phraseScope(phrase: number, w: Written, ownOnly: true): string | undefined;
export function phraseScope(phrase: number, w: Written, ownOnly = false): string | undefined {
  const components = writtenFor(phrase, w);
  // With none of its own, a phrase's words are not looked for in what other phrases wrote.
  if (ownOnly && !components.some((c) => c.phrase === phrase)) return undefined;
  const scope = new Set<Component>(components);
  for (const c of [...scope]) for (const r of Object.values(c.ref).flat()) if (r) scope.add(r);
  return scopeOf(
    w.out,
    [...scope].flatMap((c) => w.out.produced.get(c) ?? []),
  );
}

/**
 * The words left once the yes/no properties they say (understand/attributes.ts) are taken out, where
 * a written component's writer read the property and holds it as said (said off, it is off), with the
 * resources that hold them; undefined when a property said is held the other way by every component
 * whose writer read it.
 */
// Properties that say each other's opposite: public is neither private nor internal.
const OPPOSITES: Partial<Record<Flag, Flag[]>> = {
  public: ['private', 'internal'],
  private: ['public'],
  internal: ['public'],
};

function withoutFlagsHeld(
  lower: string,
  components: readonly Component[],
  w: Written,
): { rest: string; by: string[] } | undefined {
  const attrs = emptyAttrs();
  readAttributes(lower, attrs);
  let rest = lower;
  const by: string[] = [];
  for (const [flag, re] of FLAG_PATTERNS) {
    const said = [...lower.matchAll(new RegExp(re.source, 'g'))];
    if (!said.length) continue;
    const on = attrs.flags.has(flag);
    // A writer may read the property's opposite ("internet-facing": an ALB's writer reads internal).
    const asked = [{ flag, on }, ...(OPPOSITES[flag] ?? []).map((f) => ({ flag: f, on: !on }))];
    const readers = components.flatMap((c) =>
      asked.filter((a) => w.reads.get(c)?.has(`flag:${a.flag}`)).map((a) => ({ c, ...a })),
    );
    if (!readers.length) continue;
    const holder = readers.find((r) => attrsOf(r.c).flags.has(r.flag) === r.on)?.c;
    if (!holder) return undefined;
    by.push((w.out.produced.get(holder) ?? [])[0]);
    for (const m of said) rest = rest.replace(m[0], ' ');
  }
  return { rest, by };
}

/**
 * What carries words of phrase `phrase` that no reader took: the honoured setting they belong to
 * (stated in them, or next to them), else the identifiers and resources written that carry
 * every content word; undefined when something they say is not written.
 */
export function carrierOf(text: string, phrase: number, w: Written): { setting: string } | string[] | undefined {
  const components = writtenFor(phrase, w);
  if (!components.length) return undefined;
  // The words as the reading corrected them ("not publically accessible" says "publicly").
  let lower = text.toLowerCase();
  for (const c of w.corrections ?? []) {
    const [written, read] = c.toLowerCase().split(' -> ');
    if (written && read && /^[a-z]+$/.test(written)) lower = lower.replace(new RegExp(`\\b${written}\\b`, 'g'), read);
  }
  // Words a honoured setting of the phrase was stated in, or that stand next to its words with only
  // joining words between ("fires" of "fires every 6 hours", "bump" of "bump it to 4 replicas"), are
  // that setting's; never a value with digits, which is a value of its own.
  // A setting whose words run over a whole clause ("It should be reachable from the internet on port
  // 8080 and scale ...", read as a port) holds only its value: the other words it spans may ask for
  // what nothing wrote (an external ingress), so they are not carried by it.
  const settings = w.plan.components
    .flatMap((c) => c.settings ?? [])
    .filter(
      (s) =>
        s.phrase === phrase &&
        s.text.split(/\s+/).length <= MAX_SETTING_WORDS &&
        honoured(s, w.plan.components, w.reads),
    );
  const clause = w.phraseText?.(phrase)?.toLowerCase();
  // Words next to a setting of the phrase that no writer honoured ("the Nearline storage class") are
  // that setting's, which was not written: nothing written carries them, whatever attribute shares them.
  const unhonoured = w.plan.components
    .flatMap((c) => c.settings ?? [])
    .filter((s) => s.phrase === phrase && !honoured(s, w.plan.components, w.reads));
  const near = (s: { text: string }) =>
    !!clause &&
    (holdsWords(s.text.toLowerCase(), lower) ||
      lower.includes(s.text.toLowerCase()) ||
      besides(lower, s.text.toLowerCase(), clause));
  // Unless the files hold its value all the same (a writer's default that is the value asked).
  const all = w.out.files.map((f) => f.content).join('\n');
  const held = (s: Setting) =>
    heldByFiles(s.values, all, s.text) ||
    ((s.text.match(/\S*\d\S*/g) ?? []).length > 0 &&
      (s.text.match(/\S*\d\S*/g) ?? []).every((v) => all.toLowerCase().includes(v.toLowerCase())));
  if (unhonoured.some((s) => near(s) && !held(s))) return undefined;
  const mine = settings.find(
    (s) => holdsWords(s.text.toLowerCase(), lower) || (clause && besides(lower, s.text.toLowerCase(), clause)),
  );
  if (mine) return { setting: mine.text };
  // A word joined by a hyphen to the next ("internet" of "internet-facing") says the property with it.
  const joined = clause?.includes(`${lower}-`)
    ? clause.slice(clause.indexOf(`${lower}-`) + lower.length).match(/^-([a-z]+)/)?.[1]
    : undefined;
  const withJoined = joined ? withoutFlagsHeld(`${lower} ${joined}`, components, w) : undefined;
  // Only when a property took the joined word; else the words are judged on their own.
  const flags =
    withJoined && !new RegExp(`\\b${joined}\\b`).test(withJoined.rest)
      ? withJoined
      : withoutFlagsHeld(lower, components, w);
  if (!flags) return undefined;
  const words = (flags.rest.match(/[a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter((x) => !functionWord(x));
  // Nothing but joining words left: carried only when a property said took the rest.
  if (!words.length) return flags.by.length ? flags.by : undefined;
  if (words.some((x) => ORDINALS.has(x))) return undefined;
  // Looked for in what the phrase's components write and what they refer to (a role assignment's
  // key vault), not in a neighbour's resources (another resource's system-assigned identity).
  const files = fileWords(phraseScope(phrase, w));
  // A word that modifies them right before them ("the Nearline storage class") is theirs: carried too,
  // or they are not (a storage class is written, not the Nearline one).
  const before = clause?.slice(0, clause.indexOf(lower)).match(/([a-z0-9][a-z0-9._:/-]*)\s*$/)?.[1];
  // A count before them ("2 tasks") is a setting of its own, said or not on its own.
  if (
    before &&
    !FUNCTION_WORDS.has(before) &&
    !ASKING.has(before) &&
    !NUMBER_WORDS.has(before) &&
    !/^\d+$/.test(before) &&
    clause!.includes(lower)
  )
    words.push(before);
  // A name given ("name: Orders", "called Orders") is carried only where it is written whole as a
  // value, never by pieces of other identifiers ("AttributeName", "orderDate").
  // A key said with its value ("family should be nightly-report", "tier: gold") is carried by the key
  // only where the value is written too: the key alone holds another value.
  if (clause && words.some((x) => valueAfter(x, clause, files) === false)) return undefined;
  // So is one said right before a typed value no file holds ("master range 172.19.4.0/28").
  if (clause && valueAfterNotHeld(lower, clause, all)) return undefined;
  const named = new Set([...lower.matchAll(NAME_GIVEN)].map((m) => m[1]));
  // A term of art is carried by the identifier it is written as ("VNet integration": the subnet id).
  const terms = termsWritten(lower, files);
  const rest = words.filter((x) => !terms.words.has(x));
  const ids = rest.map((x) => (named.has(x) ? writtenWhole(x, files) : writtenAs(x, files)));
  // One attribute that says them with its value ("price class 100" of price_class = "PriceClass_100"),
  // in the phrase's own resources or, as a key and its value together are one thing, in any file.
  const pair =
    ids.every((id) => id !== undefined) || named.size
      ? undefined
      : (keyValueSaying(rest, files.text) ?? keyValueSaying(rest, all));
  // A piece of one value the request wrote whole ("html" of "index.html") is carried where that value is.
  const whole = pair || ids.every((id) => id !== undefined) ? undefined : wholeValueOf(lower, clause, all);
  // A value they state written under a key their words name ("3 failures" of failure_threshold = 3,
  // "cert arn:..." of certificate_arn): the phrase's own resources first, then any file.
  const valued =
    pair || whole || ids.every((id) => id !== undefined)
      ? undefined
      : (keyHoldingValue(lower, files.text) ?? keyHoldingValue(lower, all));
  const by = ids.every((id) => id !== undefined)
    ? (ids as string[])
    : pair
      ? [pair]
      : whole
        ? [whole]
        : valued
          ? [valued]
          : undefined;
  // Words said off ("public network access turned off") are not carried by attributes set on.
  if (!by || (clause && saidOff(lower, clause) && by.some((id) => setOn(id, all)))) return undefined;
  return [...new Set([...flags.by, ...terms.ids, ...by])];
}
