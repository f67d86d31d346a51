/**
 * Words that one written attribute says with its value (issue 24, UNT): "price class 100" beside
 * `price_class = "PriceClass_100"`, "root object index" beside `default_root_object = "index.html"`,
 * "min tls" beside `minimumTlsVersion: '1.2'`, "recovery window 7 days" beside
 * `recovery_window_in_days = 7`. Every content word must be a word of the attribute's key (or the
 * beginning of one, three letters or more: "min" of minimum) or a piece of the value it is set to,
 * and at least one a word of the key: a "not read" line for them would send the user looking for
 * what is there. Words said beside a value the attribute does not hold are never carried by it.
 */

// One `key = value` or `key: value` of HCL, YAML, JSON or Bicep, the value up to its line's end.
const PAIR = /(?:^|[\s{,(])["']?([A-Za-z_][\w.-]*)["']?\s*[:=](?!=)[ \t]*["']?([^"'\n,}\]]*)/gm;

const wordsOf = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[^A-Za-z0-9.]+|(?<=[A-Za-z])\.|\.(?=[A-Za-z])/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

const stem = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[a-z]{3})(?:es|s)$/, '');

/** The written `key` whose key and value say every one of `words`, or undefined. */
export function keyValueSaying(words: readonly string[], text: string): string | undefined {
  if (!words.length) return undefined;
  for (const m of text.matchAll(PAIR)) {
    const key = wordsOf(m[1]).map(stem);
    const value = wordsOf(m[2] ?? '').map(stem);
    const said = words.map((raw) => stem(raw.toLowerCase()));
    const exact = said.filter((w) => key.includes(w));
    // A word that begins a key's word ("min" of minimum) is an abbreviation of it when four letters or
    // more, or beside another word of the same key said whole ("min tls" of minimumTlsVersion).
    const begins = (w: string) =>
      /^[a-z]+$/.test(w) && (w.length >= 4 || (w.length === 3 && exact.length > 0)) && key.some((k) => k.startsWith(w));
    const fromKey = said.filter((w) => key.includes(w) || begins(w));
    if (fromKey.length && said.every((w) => fromKey.includes(w) || value.includes(w))) return m[1];
  }
  return undefined;
}
