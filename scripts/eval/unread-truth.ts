/**
 * Whether an answer's "not read" lines and honoured settings are true of the files, judged on the
 * resources the evaluation's own parsers read (never on the generator's view of its files):
 * - a "not read" line is untrue when every content word it quotes names an attribute (a key at
 *   any depth of a resource's body) or the type of a resource written: "'RBAC'" beside
 *   `rbac_authorization_enabled`, "'scan on push'" beside `ScanOnPush`. Saying such words were not
 *   read sends the user looking for what is there;
 * - a "not read" line is untrue when one written attribute says its words with its value: every
 *   content word a word of the key (or the beginning of one) or a piece of the value, some of each
 *   ("price class 100" beside `price_class = "PriceClass_100"`, "root object index" beside
 *   `default_root_object = "index.html"`);
 * - a "not read" line quoting a value with digits that no file holds is true ("500m");
 * - a "not covered" line about one word no file holds ("'telemetry' (given in the request: no file
 *   holds this value, ...)") is true whatever part of the request holds that word: the files lack it.
 */
import { type Resource } from './types';
import { FUNCTION_WORDS, stem, wordsOfIdentifier } from './words';

/** Every word of every key and type written, with the first attribute path that has it. */
export function attributeWords(resources: readonly Resource[]): Map<string, string> {
  const words = new Map<string, string>();
  const add = (id: string, path: string) => {
    for (const w of wordsOfIdentifier(id)) if (!words.has(w)) words.set(w, path);
  };
  const walk = (body: unknown, path: string) => {
    if (Array.isArray(body)) body.forEach((b) => walk(b, path));
    else if (body && typeof body === 'object')
      for (const [k, v] of Object.entries(body)) {
        add(k, `${path}.${k}`);
        walk(v, `${path}.${k}`);
      }
  };
  for (const r of resources)
    for (const v of r.views) {
      add(v.type.replace(/^(?:aws|azurerm|google|kubernetes)_/, ''), v.type);
      walk(v.body, v.type);
    }
  return words;
}

/**
 * The written attribute paths that carry every content word of a "not read" line's subject, or
 * undefined when a word (or a value with digits, which no key carries) names none.
 */
export function writtenAttributeOf(subject: string, words: ReadonlyMap<string, string>): string[] | undefined {
  const content = (subject.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter(
    (w) => w.length > 2 && !FUNCTION_WORDS.has(w),
  );
  if (!content.length || content.some((w) => /\d/.test(w))) return undefined;
  const paths = content.map((w) => words.get(stem(w)));
  return paths.every((p) => p !== undefined) ? [...new Set(paths as string[])] : undefined;
}

/** Whether a line's subject is one word that no file holds anywhere. */
export function oneWordNotInFiles(subject: string, content: string): boolean {
  const word = subject.trim();
  if (!/^[A-Za-z0-9][\w.:/-]*$/.test(word)) return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return !new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, 'i').test(content);
}

/** Whether words quote a value with digits ("500m", "10.0.1.0/24") that no file holds as written. */
export function valueNotInFiles(subject: string, content: string): boolean {
  const lower = content.toLowerCase();
  return (subject.toLowerCase().match(/[a-z0-9][\w.:/-]*\d[\w.:/-]*|\d[\w.:/-]*/g) ?? []).some(
    (v) => !lower.includes(v.replace(/[.,;:]+$/, '')),
  );
}

const piecesOf = (value: string) =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[^A-Za-z0-9.]+|(?<=[A-Za-z])\.|\.(?=[A-Za-z])/)
    .filter(Boolean)
    .map(stem);

/**
 * The path of a written attribute whose key and value together say every content word of a "not
 * read" line's subject, some words from each, or undefined.
 */
export function keyValueOf(subject: string, resources: readonly Resource[]): string | undefined {
  const said = (subject.toLowerCase().match(/[a-z0-9][a-z0-9.]*[a-z0-9]|[a-z0-9]/g) ?? [])
    .filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w))
    .map(stem);
  if (said.length < 2) return undefined;
  let found: string | undefined;
  const visit = (key: string, value: unknown, path: string) => {
    if (found) return;
    if (Array.isArray(value)) return value.forEach((v) => visit(key, v, path));
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(k, v, `${path}.${k}`);
      return;
    }
    if (value === undefined || value === null) return;
    const keyWords = wordsOfIdentifier(key);
    const pieces = piecesOf(String(value));
    const exact = said.filter((w) => keyWords.includes(w));
    const fromKey = said.filter(
      (w) =>
        keyWords.includes(w) ||
        (/^[a-z]+$/.test(w) &&
          (w.length >= 4 || exact.length > 0) &&
          w.length >= 3 &&
          keyWords.some((k) => k.startsWith(w))),
    );
    const fromValue = said.filter((w) => !fromKey.includes(w) && pieces.includes(w));
    if (fromKey.length && fromValue.length && fromKey.length + fromValue.length === said.length) found = path;
  };
  for (const r of resources) for (const v of r.views) visit('', v.body, v.type);
  return found;
}
