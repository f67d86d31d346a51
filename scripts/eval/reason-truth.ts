/**
 * Whether the reason a "not covered" line gives is true, judged on the schemas and the files, never
 * on the English of the request (issue 24, UNT):
 * - a reason saying the resource cannot take the setting ("not a setting ...", "does not set it",
 *   "nothing ... that it applies to") is untrue when a type the answer wrote has a key in its bundled
 *   schema that says the setting's label (a Cloud SQL instance's disk_autoresize_limit for
 *   "maximum storage"... when spelled so; a DaemonSet's nodeSelector for "node selector");
 * - a reason saying it was not written ("not written yet", "was not written") is untrue when one
 *   attribute or type the files write carries every word the line quotes (autoscalesettings for
 *   "autoscaling"): that line sends the user looking for what is there.
 * And whether a setting reported honoured is in the files: a value it quotes that code spells as an
 * identifier ("gp3", "Standard_B2s", "redis:7.2", "db-custom-4-16384") must be written somewhere.
 */
import { schemaKeys } from './schema-keys';
import { type Resource } from './types';
import { FUNCTION_WORDS, stem, wordsOfIdentifier } from './words';

// Reasons that say the resource (or the request) cannot have what the line quotes.
const CANNOT =
  /not a setting|does not set it|does not set this|cannot (?:take|have|hold|set)|nothing in this request that it applies to/;
// Reasons that say the generator did not write what the line quotes.
const NOT_WRITTEN = /not written yet|so it was not written|does not write it/;

const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w));

/** The parts of a line: the words it quotes, its label (before the colon), and its reason. */
export function lineParts(line: string): { said: string; label?: string; reason: string } | undefined {
  const m = /^'(.*?)' \((.*)\)$/s.exec(line.trim());
  if (!m) return undefined;
  const colon = m[2].indexOf(': ');
  if (colon < 0) return { said: m[1], reason: m[2] };
  return { said: m[1], label: m[2].slice(0, colon).replace(/ of the .*$/, ''), reason: m[2].slice(colon + 2) };
}

/** The key of one schema that says every word (a word of the key, or one a key's word begins with). */
function keySaying(words: readonly string[], keys: readonly string[]): string | undefined {
  const saying = keys.filter((k) => {
    const said = wordsOfIdentifier(k);
    return words.every((w) => said.some((s) => s === stem(w) || (stem(w).length >= 4 && s.startsWith(stem(w)))));
  });
  // The key that says the least besides ("nodeSelector" before "nodeSelectorTerms").
  return saying.sort((a, b) => wordsOfIdentifier(a).length - wordsOfIdentifier(b).length)[0];
}

/**
 * The "not covered" lines whose reason is untrue of the schemas or the files, each with why;
 * `attributes` are the written words with their attribute paths (unread-truth.ts attributeWords).
 */
export function untrueReasons(
  lines: readonly string[],
  resources: readonly Resource[],
  attributes: ReadonlyMap<string, string>,
): string[] {
  const types = [...new Set(resources.map((r) => r.views[0]?.type).filter((t): t is string => !!t))];
  const out: string[] = [];
  for (const line of lines) {
    const parts = lineParts(line);
    if (!parts) continue;
    if (CANNOT.test(parts.reason)) {
      const words = contentWords(parts.label ?? parts.said);
      if (!words.length || words.some((w) => /\d/.test(w))) continue;
      for (const type of types) {
        const key = keySaying(words, schemaKeys(type) ?? []);
        if (key) {
          out.push(`${line} [schema: ${type}.${key}]`);
          break;
        }
      }
    } else if (NOT_WRITTEN.test(parts.reason)) {
      // One attribute or type written carries every word quoted: never a value with digits or said
      // off ("versioning off" beside versioning written on), nor a short word found anywhere ("log").
      if (/\d/.test(parts.said) || /\b(?:off|no|not|never|without|disabled?|none)\b/i.test(parts.said)) continue;
      const words = contentWords(parts.said);
      if (!words.length || words.length > 3 || words.some((w) => w.length < 4)) continue;
      const paths = new Set(words.map((w) => attributes.get(stem(w)) ?? prefixed(stem(w), attributes)));
      const [path] = paths;
      if (paths.size === 1 && path) out.push(`${line} [written: ${path}]`);
    }
  }
  return out;
}

/** The path of a written word a word's stem begins, run into another ("autoscal" of autoscalesettings). */
function prefixed(root: string, attributes: ReadonlyMap<string, string>): string | undefined {
  if (root.length < 6) return undefined;
  for (const [w, path] of attributes) if (w.length > root.length && w.startsWith(root)) return path;
  return undefined;
}

// A value code spells as an identifier: letters and digits together, never an amount in a unit
// ("200GB", "512Mi", "3am", "60%"), a version said as such ("v16") or a plain number.
// A short code ("P1", "C1", "k8s") may be written split over fields (family "C", capacity 1) or as words.
const IDENTIFIER_VALUE = /^(?=[^\s]*[a-z])(?=[^\s]*\d)[a-z0-9][\w.:/@-]{3,}$/i;
const AMOUNT = /^\d+(?:\.\d+)?-?[a-z%]*$/i;

/** The identifier-like values of a honoured setting's words that no file holds. */
export function valuesNotWritten(words: string, content: string): string[] {
  const lower = content.toLowerCase();
  return (
    words
      .split(/[\s,;()"']+/)
      .map((t) => t.replace(/[.:]+$/, ''))
      // A reference (an image, an ARN, a path) may be written split (a registry apart): not judged here.
      .filter((t) => IDENTIFIER_VALUE.test(t) && !AMOUNT.test(t) && !/^v\d/i.test(t) && !/[:/]/.test(t))
      .filter((t) => !lower.includes(t.toLowerCase()))
  );
}
