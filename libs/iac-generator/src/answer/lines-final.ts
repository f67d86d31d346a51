/**
 * The last check of the "not covered" lines against the files (issue 24, UNT), after every other
 * check has made its line: whatever reading or writer made a line, a claim the files contradict is
 * not said. Each test reads only the files:
 * - words that are, whole, the name of a type the files write ("statefulset" beside kind:
 *   StatefulSet, "service bus queue" beside azurerm_servicebus_queue) are written, whatever the line's
 *   reason says of them (a value "written instead" of them, a format "not written yet");
 * - one word that is the repository of an image the files run ("postgres" beside image: postgres:16)
 *   is written, as that container;
 * - a line saying the files write a value there "not V" while they write V at that attribute holds
 *   what was asked;
 * - a thing a follow-up removed ("the alias") whose type the files still write is never said removed;
 * - a setting said not written (or written otherwise) whose label a key written says whole, and whose
 *   every number that key's value holds as a number of its own or as the release it begins
 *   ("transition" and TransitionToIA: AFTER_30_DAYS of "after 30 days"; "engine version" and
 *   engine_version = "16.4" of "PostgreSQL 16"), is written, with that key and value.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { lineParts, typeNamed } from './files-say';
import { type AnswerLines } from './lines-checked';

// Reasons a key written with the value would contradict: the words said missing, or held otherwise.
const MISSING =
  /not written yet|nothing was written for it|so it was not written|did not write it|was not written as asked|no file (?:sets|holds|uses) it|found nothing it writes|does not set it|hold another value for it|the files write .+ there, not /;
// Reasons about another thing than whether the words are written: an existing thing, a name, another cloud,
// or what cannot be done between things ("a standard SNS topic cannot deliver to an SQS FIFO queue, so that
// subscription was not written" is said of the topic's words, and the topic is written all the same).
const OTHER = /existing|name of the|created new|is not on|nearest|cannot|so that \w+ was not written/;
// The resource types written, in each format's spelling.
const TYPES = [
  /^(?:resource|data)\s+"(?:aws|azurerm|google|kubernetes|azuread|helm)_([\w-]+)"/gm,
  /["']?Type["']?\s*:\s*["']?AWS::(\w+::\w+)/g,
  /["']?type["']?\s*:\s*["']Microsoft\.[\w.]+\/([\w/]+)["']/g,
  /^resource\s+\w+\s+'Microsoft\.[\w.]+\/([\w/]+)@/gm,
  /^kind:\s*(\w+)/gm,
];
const PAIR = /(?:^|[\s{,(])["']?([A-Za-z_][\w.-]*)["']?\s*[:=](?!=)[ \t]*["']?([^"'\n,}\]]*)/gm;
// Words of a label that say nothing of which key ("version" does: it is kept).
const EMPTY_LABEL = new Set(['the', 'of', 'a', 'an', 'and', 'or', 'for', 'setting', 'value', 'count', 'policy']);
// A label of one word this short or this general names no key of its own.
const MIN_LABEL_WORD = 4;

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const plural = (s: string) => s.replace(/(?:ies)$/, 'y').replace(/(?<=[a-z]{3})s$/, '');
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})(?:ing|es|s)$/, '');
const idWords = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map(stem);

/** The type written whose own name is, whole, the words said ("statefulset" of StatefulSet), if any. */
export function typeSaidWhole(said: string, content: string): string | undefined {
  const words = said.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // One thing named, in up to three words; an article before it says nothing more.
  const own = words.filter((w) => !['a', 'an', 'the'].includes(w));
  if (!own.length || own.length > 3) return undefined;
  const asked = plural(own.join(''));
  if (asked.length < 4) return undefined;
  for (const re of TYPES)
    for (const m of content.matchAll(re)) {
      // The type's own name ("Key"), or with its service before it ("KMS::Key" as "kms key").
      const last = m[1].split(/\/|::/).pop()!;
      if ([last, m[1]].some((t) => plural(compact(t)) === asked))
        return m[0].includes('kind:') ? `kind: ${m[1]}` : m[1];
    }
  return undefined;
}

/** The image the files run whose repository (its last path part, without tag) is the one word said. */
export function imageOfWord(said: string, content: string): string | undefined {
  const word = said.trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]{2,}$/.test(word)) return undefined;
  for (const m of content.matchAll(/["']?image["']?\s*[:=]\s*["']?([\w./:@-]+)/gi)) {
    const repository = m[1].split('@')[0].split(':')[0].split('/').pop()!.toLowerCase();
    if (repository === word) return `image ${m[1]}`;
  }
  return undefined;
}

/** Whether a value written holds number `n` as a number of its own, or as the release it begins ("16" of 16.4). */
function holdsNumber(value: string, n: string): boolean {
  return value.split(/[^0-9.]+/).some((piece) => {
    const p = piece.replace(/^\.+|\.+$/g, '');
    if (!p) return false;
    return p === n || (!n.includes('.') && p.startsWith(`${n}.`)) || Number(p) === Number(n);
  });
}

/**
 * The `key = value` written whose key says every word of `label` and whose value holds every number
 * `said` states, if any (a number said is the evidence: a label alone says nothing of the value).
 */
export function labelKeyHolding(said: string, label: string, content: string): string | undefined {
  const numbers = (said.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g) ?? []).filter((n) => n.length < 9);
  const asked = (label.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !EMPTY_LABEL.has(w)).map(stem);
  if (!numbers.length || !asked.length || (asked.length === 1 && asked[0].length < MIN_LABEL_WORD)) return undefined;
  for (const m of content.matchAll(PAIR)) {
    const key = idWords(m[1]);
    const value = (m[2] ?? '').trim();
    if (!value || !asked.every((w) => key.some((k) => k === w || (w.length >= 5 && k.startsWith(w))))) continue;
    if (numbers.every((n) => holdsNumber(value, n))) return `${m[1]} = ${value}`;
  }
  return undefined;
}

/** A line's "the files write W there, not V" where W is V: the attribute holds what was asked. */
function writtenAsAsked(body: string): string | undefined {
  const m = /^(\S+) of ([\w:/.-]+): the files write (.+?) there, not (.+?): /.exec(body);
  if (!m) return undefined;
  const [, path, , written, value] = m;
  return written === value || (Number(written) === Number(value) && written !== '')
    ? `${path} = ${written}`
    : undefined;
}

/** The answer's lines once the files have been read for each "not covered" claim. */
export function finalLines(lines: AnswerLines, content: string): AnswerLines {
  const notCovered: string[] = [];
  const writtenUnread = [...lines.writtenUnread];
  for (const line of lines.notCovered) {
    const parts = lineParts(line);
    if (!parts || OTHER.test(parts.body)) {
      notCovered.push(line);
      continue;
    }
    const where =
      typeSaidWhole(parts.said, content) ??
      (/not written for .+ yet|no kind for this product/.test(parts.body)
        ? imageOfWord(parts.said, content)
        : undefined) ??
      writtenAsAsked(parts.body) ??
      (parts.label && MISSING.test(parts.body) ? labelKeyHolding(parts.said, parts.label, content) : undefined);
    if (where) writtenUnread.push(GeneratorMessages.writtenUnread(parts.said, where));
    else notCovered.push(line);
  }
  return { notCovered, notRead: lines.notRead, writtenUnread: [...new Set(writtenUnread)] };
}

/**
 * What follow-ups removed, as the files bear it out: a thing whose type the files still write ("alias"
 * beside AWS::KMS::Alias) is not said removed; a line says it is still written.
 */
export function removedChecked(removed: readonly string[], content: string): { removed: string[]; lines: string[] } {
  const kept: string[] = [];
  const lines: string[] = [];
  for (const thing of removed) {
    const type = typeSaidWhole(thing, content) ?? typeNamed(thing, content);
    if (type) lines.push(GeneratorMessages.removedStillWritten(thing, type));
    else kept.push(thing);
  }
  return { removed: kept, lines };
}
