/**
 * The written attribute that holds a value the request stated, under a key that says what the value
 * is (issue 24, UNT): "port 3000" beside `containerPort = 3000`, "after 3 failures" beside
 * `failure_threshold = 3`, "password min length 12" beside `minimum_password_length = 12`, "cert
 * arn:aws:acm:..." beside `certificate_arn = var.x` whose default is that ARN, "zones 1, 2 and 3"
 * beside `zones = ["1", "2", "3"]`. A line calling such a value "not written yet" or "not read" sends
 * the user looking for what is there: it is said as written, with the key and its value.
 * The value alone is no evidence (a 3 is found anywhere), nor the key alone (it may hold another
 * value): both must be written together, every word the value is stated with must be a word of the
 * key (whole, or its beginning of four letters or more), and the key must say one word at least of
 * those or of the label the reading gave the value; a word the key does not say asks what it does not hold.
 */
import { isDuration, statedValues, valueHeld } from './stated-values';

// One `key = value` or `key: value` of HCL, YAML, JSON or Bicep, the value up to its line's end or a comma.
const PAIR = /(?:^|[\s{,(])["']?([A-Za-z_][\w.-]*)["']?\s*[:=](?!=)[ \t]*["']?([^"'\n,}\]]*)/gm;
// The first pair of an object opened inside another pair's value (`portMappings = [{ containerPort = 8080 }]`
// in a jsonencode): the value of the pair before swallows it, so it is read on its own too.
const FIRST_INSIDE = /\{[ \t]*["']?([A-Za-z_][\w.-]*)["']?\s*[:=](?!=)[ \t]*["']?([^"'\n,}\]]*)/gm;
// A code given whole (an ARN, an id with letters and digits): written as is or not at all.
const CODE = /^(?=.*\d)(?=.*[a-z])[a-z0-9][\w.:/@-]{5,}$/i;
// Words that say nothing of which attribute is meant.
const EMPTY = new Set(
  (
    'a an the of on in at to for from with and or up go is are be it its our my we at most least ' +
    'across over between after before under within per each every than set should must'
  ).split(' '),
);

// The unit a key's word counts in, said with the value instead of the key's word ("32 chars" of a length).
const KEY_UNITS = new Map([['length', ['char', 'character']]]);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})(?:ing|es|s)$/, '');

const keyWords = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map(stem);

/**
 * Whether word `w` (stemmed) names a word of the key: the same word, its beginning of four letters
 * or more ("prio" of priority), or the word it shortens ("min" of minimum).
 */
const names = (w: string, key: readonly string[]) =>
  key.some((k) => k === w || (w.length >= 4 && k.startsWith(w)) || (k.length >= 3 && w.startsWith(k)));

/**
 * The `key = value` written in `content` that holds a value `text` states (a typed value, or a code
 * given whole) under a key one of `words` (or of the words of `text`) names; undefined when none does.
 */
export function keyHoldingValue(text: string, content: string, words: readonly string[] = []): string | undefined {
  const codes = text
    .split(/[\s,;()"']+/)
    .map((t) => t.replace(/[.,;:]+$/, ''))
    .filter((t) => CODE.test(t) && !/^\d+(?:\.\d+)?[a-z%]*$/i.test(t));
  const typed = statedValues(text).filter((v) => !codes.some((c) => c.includes(v.value)));
  if (!codes.length && !typed.length) return undefined;
  const own = (text.replace(/\S*\d\S*/g, ' ').match(/[A-Za-z]+/g) ?? [])
    .map(stem)
    .filter((w) => w.length >= 2 && !EMPTY.has(w));
  // A value's unit of time is said with it, and need not be a word of the key ("second" of "10 second timeout").
  const units = new Set(typed.filter(isDuration).map((v) => stem(v.unit)));
  const said = [...words.map(stem), ...own].filter((w) => w.length >= 3 && !EMPTY.has(w));
  if (!said.length) return undefined;
  for (const m of [...content.matchAll(PAIR), ...content.matchAll(FIRST_INSIDE)]) {
    const key = keyWords(m[1]).flatMap((k) => [k, ...(KEY_UNITS.get(k) ?? [])]);
    // Every word the value is stated with is the key's: one more ("viewer" of "viewer on project
    // acme-prod-123" beside project = "acme-prod-123") asks what the key does not say.
    // Three letters are the beginning of a key's word ("min" of minimum) beside another word it says whole.
    const whole = own.some((w) => key.includes(w));
    const named = (w: string) => names(w, key) || (whole && w.length === 3 && key.some((k) => k.startsWith(w)));
    if (
      !said.some(named) ||
      !own.every((w) => named(w) || (units.has(w) && own.some((o) => !units.has(o) && named(o))))
    )
      continue;
    const value = valueAt(m, content);
    if (!value) continue;
    // A list holds every value stated ("zones 1, 2" of zones = ["1", "2", "3"]); a variable, its default.
    const items = value.startsWith('[') ? value.slice(1, -1).split(',') : [resolved(value, content)];
    const clean = items.map((x) => x.trim().replace(/^["']|["']$/g, '')).filter(Boolean);
    const holds =
      codes.some((c) => clean.some((x) => x.toLowerCase() === c.toLowerCase())) ||
      (!codes.length &&
        typed.length > 0 &&
        // A number is an item's whole, never a piece of a longer one (3 of "30s" or of an image tag).
        typed.every((v) =>
          clean.some((x) => /^[\d.]+$|^PT?[\dHMSD.]+$|^\d+(?:\.\d+)?(?:ms|s|m|h|d)$/i.test(x) && valueHeld(v, x)),
        ));
    if (holds) return `${m[1]} = ${value}`;
  }
  return undefined;
}

/** The value a pair sets: up to its line's end or a comma, or a whole one-line list. */
function valueAt(m: RegExpMatchArray, content: string): string {
  const raw = (m[2] ?? '').trim();
  if (!raw.startsWith('[')) return raw;
  const from = (m.index ?? 0) + m[0].length - (m[2] ?? '').length;
  const end = content.indexOf(']', from);
  const list = end < 0 ? '' : content.slice(from, end + 1).trim();
  return list.includes('\n') ? '' : list;
}

/** A Terraform variable's default, for a value set from it (`var.site_arn`); else the value itself. */
function resolved(value: string, content: string): string {
  const name = /^var\.([\w-]+)$/.exec(value)?.[1];
  if (!name) return value;
  const block = new RegExp(`variable\\s+"${name}"\\s*\\{[^}]*?default\\s*=\\s*"([^"\\n]*)"`).exec(content);
  return block?.[1] ?? value;
}

/**
 * A key whose name says the rest of a setting's label and whose value is the word the request said it
 * with: "encrypted with KMS" (label "KMS encryption") beside `encryption_type = "KMS"` or
 * `EncryptionType: KMS`. The value word is one the label and the words share ("KMS"); the key's name
 * holds every other word of the label ("encryption"), so a KMS value under another key says nothing.
 */
export function keyNamingLabelHoldingWord(said: string, label: string, content: string): string | undefined {
  const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const saidWords = new Set(words(said));
  const labelWords = words(label);
  const values = labelWords.filter((w) => saidWords.has(w) && w.length > 1);
  const rest = labelWords.filter((w) => !values.includes(w) && w.length > 2);
  if (!values.length || !rest.length) return undefined;
  for (const value of values) {
    const pair = new RegExp(
      `(?<![\\w])["']?([A-Za-z_][\\w]*)["']?\\s*[:=]\\s*["']?${value}["']?\\s*(?:[,;}\\]\\n]|$)`,
      'gim',
    );
    for (const m of content.matchAll(pair)) {
      const key = m[1].toLowerCase();
      if (rest.every((w) => key.includes(w))) return m[1];
    }
  }
  return undefined;
}
