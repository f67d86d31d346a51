/**
 * The settings a "What I understood" line says were honoured, checked against the files (issue 24,
 * UNT): a setting is listed as honoured only when the files hold what its words state. Evidence, all
 * from the files: every typed value (a number with what it counts, an address range, a time zone) in
 * one of the spellings a writer gives it (stated-values.ts); every code given whole ("gp3",
 * "Standard_D4s_v5", "v1.16.1") as written, whatever its case or separators; every name given as
 * code ("pg-export-creds") as written. A setting whose words state one of these that no file holds
 * leaves the list and is said as read but not written, with what is missing: never claimed.
 * Words that state nothing typed ("headless", "in the EU") are not judged here.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { statedValues, valueHeld } from './stated-values';
import { type Coverage } from './trace';

// A setting as the trace lists it: its words, then its label in brackets.
const SETTING = /^(.*) \(([^()]*)\)$/s;
// A code given whole, that a writer writes as given: lower-case letters then digits ("gp3", "io2"), or
// letters and digits joined by a separator ("Standard_D4s_v5", "v1.16.1", "TLSv1.2"). A short upper-case
// code ("C1", "P1") is often a tier split into a family and a capacity; a path or URL into a bucket and a key.
const CODE = /^(?:[a-z]{2,}\d+|(?=[^\d]*\d)(?=.*[a-z])[a-z0-9]+(?:[_.:-][a-z0-9]+)+)$/i;
// A number with its unit run on or hyphenated ("10Gi", "30d", "90-day", "32-char"): a typed value, whose
// conversions stated-values.ts knows, or a count said as an adjective.
const AMOUNT = /^\d+(?:\.\d+)?-?[a-z%]*$/i;
// Little words that join a compound of English ("point-in-time", "pay-as-you-go"), never a name's piece.
const JOINING = new Set(['in', 'to', 'of', 'as', 'by', 'at', 'on', 'the', 'a', 'for', 'and', 'or', 'you', 'up']);
// Labels whose value is a name: any hyphenated value given is that name.
const NAMED = /\bname|namespace|existing|secret|issuer|account|group|vpc|network|key\b/i;
// Labels of a time, which a writer spells as a cron line or a rate ("every 24 hours" as rate(1 day)).
const TIMED = /schedule|cron|window|time|rate|frequency|interval/i;
// An ordinal or a time of day is a code's look without a code's meaning ("1st", "2am"); so is a
// generation said as part of a product's name ("Data Lake Gen2"), which a type or a flag carries.
const NOT_CODE = /^\d+(?:st|nd|rd|th|am|pm)$|^gen\d$/i;
// A retention kept as a count of copies taken on a schedule ("keep them for 3 days" of a 12-hourly
// snapshot as a retain rule of 6): the length of time is the count times the interval, held otherwise.
const RETENTION = /retention|keep|retain/i;
const RETAINED_COUNT = /retain\w*["']?\s*[:={]\s*(?:\{\s*)?["']?count["']?\s*[:=]\s*\d+/i;

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a version said with its letter ("v16", "v1.16.1") is written without it. */
function versionHeld(token: string, content: string): boolean {
  const n = /^v(\d+(?:\.\d+)*)$/i.exec(token)?.[1];
  return !!n && new RegExp(`(?<![\\d.])${n.replace(/\./g, '\\.')}(?![\\d])`).test(content);
}

/** What the words of one setting state that the files (`content`, `squashed` as compact) do not hold. */
export function missingFrom(words: string, label: string, content: string, squashed = compact(content)): string[] {
  const missing: string[] = [];
  const asCount = RETENTION.test(label) && RETAINED_COUNT.test(content);
  if (!TIMED.test(label) && !asCount)
    for (const v of statedValues(words)) if (!valueHeld(v, content)) missing.push(v.words.trim());
  const tokens = words
    .split(/[\s,;()"'`/]+/)
    .map((t) => t.replace(/^[.:]+|[.,;:]+$/g, ''))
    .filter(Boolean);
  // The files in lower case, made once for every name looked for (the files are the whole answer).
  let lower: string | undefined;
  for (const t of tokens) {
    if (CODE.test(t) && !AMOUNT.test(t) && !NOT_CODE.test(t)) {
      if (!squashed.includes(compact(t)) && !versionHeld(t, content)) missing.push(t);
      continue;
    }
    // A name given as code: lower-case pieces joined by hyphens, three or more, or any under a label of a name.
    const pieces = t.split('-');
    const name =
      /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(t) &&
      !pieces.some((p) => JOINING.has(p)) &&
      (pieces.length >= 3 || NAMED.test(label));
    if (name && !(lower ??= content.toLowerCase()).includes(t)) missing.push(t);
  }
  return [...new Set(missing)];
}

/**
 * The coverage with each setting the files do not hold taken out of its line, and the lines saying
 * those settings were read but not written. A setting is looked for in all the files: a writer may put
 * a value on a neighbour of the resources its line names (a redrive count on the source queue, a
 * variable's default), and a value found anywhere is never called missing.
 */
export function honouredChecked(
  covered: readonly Coverage[],
  content: string,
): { covered: Coverage[]; lines: string[] } {
  const squashed = compact(content);
  const lines: string[] = [];
  const checked = covered.map((c) => {
    if (!c.settings?.length) return c;
    const kept = c.settings.filter((s) => {
      const m = SETTING.exec(s);
      if (!m) return true;
      const missing = missingFrom(m[1], m[2], content, squashed);
      if (!missing.length) return true;
      lines.push(GeneratorMessages.settingNotHeld(m[1], m[2], missing.join(', ')));
      return false;
    });
    return kept.length === c.settings.length ? c : { ...c, settings: kept.length ? kept : undefined };
  });
  return { covered: checked, lines: [...new Set(lines)] };
}
