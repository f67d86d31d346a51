/**
 * Values a request states for a resource type it names as such, read against that type's schema:
 * "aws_cloudwatch_log_group with retention_in_days 30", "AWS::SQS::Queue with VisibilityTimeout 45",
 * "Microsoft.Cache/redis with shardCount 2". An attribute is found by its own spelling or by its
 * words ("visibility timeout 45"), and its value must fit the schema: a number for a number, true or
 * false (on/off, enabled/disabled) for a boolean, one of the listed values where the schema lists
 * them, one word or a quoted text otherwise. A minimal block writes what fits; what does not is said.
 *
 * @example
 *   statedValues('terraform:aws', 'aws_cloudwatch_log_group', 'with retention_in_days 30')
 *   // { values: [{ path: ['retention_in_days'], value: 30, text: 'retention_in_days 30' }], unfit: [] }
 */
import { type Dialect, type FieldType } from './dialect';
import { type Attribute, scalarAttributes } from './fields';

export interface StatedValue {
  path: string[];
  value: string | number | boolean;
  /** The words that stated it. */
  text: string;
}

/**
 * The first part of a value's path when it goes in a required field of that name at any depth: the
 * image a container group's container runs (`containers[].properties.image`), said with the request's
 * own words rather than an attribute's.
 */
export const ANY_DEPTH = '*';

/** The values for fields of a name at any depth, by that name. */
export function anyDepthValues(stated: readonly StatedValue[]): Map<string, StatedValue['value']> {
  return new Map(stated.filter((s) => s.path[0] === ANY_DEPTH).map((s) => [s.path[1], s.value]));
}

/**
 * The names of the fields any-depth values go in, with their values' types, for the schema's optional
 * places of them (wanted.ts).
 */
export function anyDepthNames(stated: readonly StatedValue[] | undefined): Map<string, FieldType> {
  const typeOf = (v: StatedValue['value']): FieldType =>
    typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'bool' : 'string';
  return new Map((stated ?? []).filter((s) => s.path[0] === ANY_DEPTH).map((s) => [s.path[1], typeOf(s.value)]));
}

export interface StatedValues {
  values: StatedValue[];
  /** Attributes named with a value their schema does not accept: the words, and what the schema wants. */
  unfit: { text: string; wants: string }[];
}

/** The words of an attribute name: `retention_in_days` and `RetentionInDays` are "retention in days". */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter(Boolean);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Between an attribute and its value: "retention_in_days 30", "= 30", "set to 30", "of 30".
const JOIN = String.raw`\s*(?:[=:]\s*|\s(?:is\s+|of\s+|(?:set\s+)?to\s+|equal\s+to\s+)?)`;
const VALUE = String.raw`("[^"]*"|'[^']*'|[A-Za-z0-9][\w.:/@+-]*)`;
// Words that end a phrase rather than give a value.
const NOT_A_VALUE = /^(?:a|an|the|and|or|with|in|on|for|of|to|at|by|it|its|that|which|plus|also|then)$/i;
const TRUE = /^(?:true|on|yes|enabled?)$/i;
const FALSE = /^(?:false|off|no|disabled?)$/i;

/**
 * The value `raw` gives `attribute`, if it fits. After a one-word attribute ("policy", "value") a
 * plain English word is the sentence going on, not a value: a text value there must be quoted,
 * look like one (`PerGB2018`, `db.internal`) or be no English word (`runsc`).
 */
function fit(
  attribute: Attribute,
  raw: string,
  oneWord: boolean,
  isWord: (word: string) => boolean,
): string | number | boolean | undefined {
  const quoted = /^["']/.test(raw);
  const word = quoted ? raw.slice(1, -1) : raw.replace(/[.,;:]+$/, '');
  if (attribute.type === 'number') return /^-?\d+(?:\.\d+)?$/.test(word) ? Number(word) : undefined;
  if (attribute.type === 'bool') return TRUE.test(word) ? true : FALSE.test(word) ? false : undefined;
  if (attribute.allowed?.length) return attribute.allowed.find((a) => a.toLowerCase() === word.toLowerCase());
  if (!word.length || (!quoted && NOT_A_VALUE.test(word))) return undefined;
  return quoted || !oneWord || /[^a-z]/.test(word) || !isWord(word) ? word : undefined;
}

const WANTS: Record<Attribute['type'], string> = { number: 'a number', bool: 'true or false', string: 'a text' };

/**
 * What `text` (the words after the type, in its phrase) states for `type`'s attributes. `isWord`
 * tells English words from names and codes; without it every plain word is taken for English.
 */
export function statedValues(
  dialect: Dialect,
  type: string,
  text: string,
  isWord: (word: string) => boolean = () => true,
): StatedValues {
  const out: StatedValues = { values: [], unfit: [] };
  if (!text.trim()) return out;
  const attributes = (scalarAttributes(dialect, type) ?? [])
    .map((a) => ({ a, words: wordsOf(a.path[a.path.length - 1]) }))
    .filter((x) => x.words.length)
    // Longer names first, so `retention_in_days` is read before a `days` of its own.
    .sort((x, y) => y.words.length - x.words.length);
  const used: [number, number][] = [];
  for (const { a, words } of attributes) {
    const name = words.map(escape).join(String.raw`[\s_-]*`);
    const re = new RegExp(String.raw`(?<![\w-])${name}(?![\w-])${JOIN}${VALUE}`, 'i');
    const m = re.exec(text);
    if (!m) continue;
    const span: [number, number] = [m.index, m.index + m[0].length];
    if (used.some(([s, e]) => span[0] < e && span[1] > s)) continue;
    const value = fit(a, m[1], words.length === 1, isWord);
    if (value === undefined) {
      if (words.length > 1 && !NOT_A_VALUE.test(m[1]))
        out.unfit.push({
          text: m[0].trim(),
          wants: a.allowed?.length ? `one of ${a.allowed.slice(0, 6).join(', ')}` : WANTS[a.type],
        });
      continue;
    }
    used.push(span);
    out.values.push({ path: a.path, value, text: m[0].trim() });
  }
  for (const v of numbersBeforeTheirWords(attributes, text, used)) out.values.push(v);
  for (const v of listedValuesSaid(attributes, text, used, out.values)) out.values.push(v);
  return out;
}

/**
 * A value the schema lists for one attribute of the type, said without the attribute's name:
 * "restart only on failure" is `restartPolicy: OnFailure`, "a Linux container group" `osType: Linux`.
 * A value of several words is read in any case; a one-word value only as a name, capitalised and
 * not at a sentence's start ("Linux", never "always"). A value several attributes list says nothing.
 */
function listedValuesSaid(
  attributes: { a: Attribute; words: string[] }[],
  text: string,
  used: [number, number][],
  found: readonly StatedValue[],
): StatedValue[] {
  const taken = new Set(found.map((v) => v.path.join('.')));
  const listing = new Map<string, Attribute[]>();
  for (const { a } of attributes)
    for (const v of new Set(a.allowed ?? [])) listing.set(v, [...(listing.get(v) ?? []), a]);
  const out: StatedValue[] = [];
  for (const [value, owners] of listing) {
    const [a] = owners;
    const named = attributes.find((x) => x.a === a)?.words ?? [];
    if (owners.length !== 1 || taken.has(a.path.join('.')) || value.length < 3) continue;
    const words = wordsOf(value);
    const re =
      words.length > 1
        ? new RegExp(String.raw`(?<![\w-])${words.map(escape).join(String.raw`[\s_-]*`)}(?![\w-])`, 'i')
        : new RegExp(String.raw`(?<![\w-]|[.!?:]\s*|^\s*)${escape(value)}(?![\w-])`);
    const m = re.exec(text);
    if (!m || (words.length === 1 && !/^[A-Z]/.test(value))) continue;
    // The words said with it count as its own: a word of the attribute's name up to three words before
    // ("restart only on failure").
    const before = new RegExp(
      String.raw`(?:^|\s)((?:${named.map(escape).join('|') || '(?!)'})\w*\s+(?:\w+\s+){0,2})$`,
      'i',
    );
    const lead = before.exec(text.slice(0, m.index))?.[1] ?? '';
    const span: [number, number] = [m.index - lead.length, m.index + m[0].length];
    if (used.some(([s, e]) => span[0] < e && span[1] > s)) continue;
    used.push(span);
    taken.add(a.path.join('.'));
    out.push({ path: a.path, value, text: text.slice(span[0], span[1]) });
  }
  return out;
}

const singular = (w: string) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w);

// Units an attribute's name ends with when its number is a measure ("timeout seconds", "retention in days").
const UNIT =
  /^(?:milli)?second$|^(?:minute|hour|day|week|month|year|ms|sec|min|percent|percentage|byte|kb|mb|gb|tb|kib|mib|gib|tib)$/;

/**
 * Whether the words said after a number can be `attribute`'s measure: a name that ends with a unit
 * is said with that unit, so "1 origin" counts origins and is never `originResponseTimeoutSeconds`.
 */
function measuredAsSaid(attribute: string[], said: string[]): boolean {
  const unit = singular(attribute[attribute.length - 1] ?? '');
  return !UNIT.test(unit) || said.includes(unit);
}

/**
 * A number before words of a numeric attribute's name: "100 slots" is `slot_capacity`, "16 base
 * RPUs" `base_capacity`, "10 dispatches per second" `max_dispatches_per_second`. Every word after
 * the number must be in the name, and one attribute alone must be the closest fit (the fewest words
 * beside them): "4 workers" with both `max_workers` and `num_workers` says nothing. A name ending
 * with a unit takes only a number said with that unit ("1 origin" is a count of origins).
 */
function numbersBeforeTheirWords(
  attributes: { a: Attribute; words: string[] }[],
  text: string,
  used: [number, number][],
): StatedValue[] {
  const numeric = attributes.filter((x) => x.a.type === 'number');
  const out: StatedValue[] = [];
  for (const m of text.matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)\s+([a-z]+(?:\s+[a-z]+){0,3})/gi)) {
    const said = m[2].toLowerCase().split(/\s+/).map(singular);
    // The longest run of words, from the number on, that some attribute's name holds.
    for (let n = said.length; n >= 1; n--) {
      const words = said.slice(0, n);
      if (words.every((w) => NOT_A_VALUE.test(w))) continue;
      const fits = numeric
        .filter((x) => words.every((w) => x.words.map(singular).includes(w)))
        .filter((x) => measuredAsSaid(x.words, words))
        .sort((x, y) => x.words.length - y.words.length);
      if (!fits.length) continue;
      if (fits.length > 1 && fits[1].words.length === fits[0].words.length) break;
      const start = m.index;
      const end = start + m[1].length + 1 + m[2].split(/\s+/).slice(0, n).join(' ').length;
      if (used.some(([s, e]) => start < e && end > s)) break;
      used.push([start, end]);
      out.push({ path: fits[0].a.path, value: Number(m[1]), text: text.slice(start, end) });
      break;
    }
  }
  return out;
}

/**
 * Puts the stated values the required fields did not place into a minimal block's body: at the
 * top, or one level down (under `properties` in ARM, `spec` in Kubernetes). A value already there
 * stays.
 */
export function placeStated(body: Record<string, unknown>, stated: readonly StatedValue[]): Record<string, unknown> {
  for (const s of stated) {
    if (s.path[0] === ANY_DEPTH) continue;
    const [head, leaf] = s.path;
    if (leaf === undefined) body[head] ??= s.value;
    else {
      const inner = (body[head] ??= {}) as Record<string, unknown>;
      inner[leaf] ??= s.value;
    }
  }
  return body;
}
