/**
 * Whether the written files hold what a setting stated, looked for as written: a word or a
 * value with letters ("Premium", "standard", "512Mi"), never a bare number, which would be found
 * anywhere. A setting the files hold is met, whether a writer read it or chose the same value
 * itself, so no "not covered" line calls it missing (issue 24, class 4).
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The values stated, down to the words of a list or a map, with a map's keys ("app=shop" is
// held where both "app" and "shop" are).
const leaves = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v.flatMap(leaves)
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => [k, ...leaves(x)])
      : v === undefined
        ? []
        : [v];
// Words found in any file whatever it holds: never evidence of a stated value.
const ANYWHERE = /^(?:true|false|yes|no|on|off|enabled|disabled|none|default)$/i;

// A quantity written as one word, its unit on its number ("512Mi", "250m", "2Gi"): found only where
// that amount in that unit is written, unlike the bare number its value is stored as (memoryMb 512).
const QUANTITY = /^\d+(?:\.\d+)?[A-Za-z]+$/;

/**
 * `text`, the words that stated it, is looked for as written when it is such a quantity and the
 * values are its bare numbers.
 */
export function heldByFiles(
  values: Readonly<Record<string, unknown>> | undefined,
  content: string,
  text?: string,
): boolean {
  if (heldInUnitField(values, content)) return true;
  const numbers = Object.values(values ?? {}).flatMap(leaves);
  const asWritten = text !== undefined && QUANTITY.test(text) && numbers.length > 0;
  const stated = asWritten && numbers.every((v) => typeof v === 'number') ? [text] : numbers;
  if (stated.some((v) => typeof v === 'string' && ANYWHERE.test(v))) return false;
  if (!stated.length || !stated.every((v) => typeof v === 'string' && v.length >= 3 && /[a-z]/i.test(v))) return false;
  return (stated as string[]).every((v) =>
    new RegExp(`(?<![A-Za-z0-9])${escape(v).replace(/\s+/g, '[\\s_-]*')}(?![A-Za-z0-9])`, 'i').test(content),
  );
}

// A value's key that names its unit ("retentionDays", "sizeGb"): its stem and its unit.
const UNIT_KEY = /^([a-z]+)[A-Za-z]*?(Days|Hours|Minutes|Seconds|Gb|Mb)$/;

/**
 * A bare number is no evidence anywhere, but one stored under a key that names what it is and its
 * unit (retentionDays 90) is held where a file sets a field named with both, in any spelling, to
 * that number (`softDeleteRetentionInDays: 90`, `retention_in_days = 90`): a line calling that
 * setting missing would be untrue. Every such value must be held; any other value is no evidence.
 */
function heldInUnitField(values: Readonly<Record<string, unknown>> | undefined, content: string): boolean {
  const entries = Object.entries(values ?? {}).filter(([, v]) => v !== undefined);
  if (!entries.length) return false;
  return entries.every(([key, v]) => {
    const unit = UNIT_KEY.exec(key);
    if (!unit || typeof v !== 'number') return false;
    const [, stem, measure] = unit;
    const field = `[A-Za-z_]*${stem}[A-Za-z_]*${measure}[A-Za-z_]*`;
    return new RegExp(`(?<![A-Za-z0-9_])["']?${field}["']?\\s*[:=]\\s*["']?${v}["']?(?![A-Za-z0-9.%_-])`, 'i').test(
      content,
    );
  });
}

// A field's own name, as code spells it: camelCase ("maxUnavailable") or snake_case ("max_surge"),
// never a plain English word, which would be no evidence of which field was meant.
const FIELD = /^(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[a-z]+(?:_[a-z0-9]+)+)$/;
const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (snaked: string) => snaked.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A setting stated by its field's name and value ("maxUnavailable 0", "maxSurge: 1"): held where a
 * file sets that field, in either spelling (YAML's maxUnavailable, HCL's max_unavailable), to that
 * value, whoever chose it.
 */
export function heldAsField(text: string, content: string): boolean {
  const m = /^([A-Za-z][A-Za-z0-9_]*)\s*[:=]?\s*([A-Za-z0-9.%-]+)$/.exec(text.trim());
  if (!m || !FIELD.test(m[1])) return false;
  const names = [...new Set([m[1], snake(m[1]), camel(m[1])])].map(escape).join('|');
  return new RegExp(
    `(?<![A-Za-z0-9_])["']?(?:${names})["']?\\s*[:=]\\s*["']?${escape(m[2])}["']?(?![A-Za-z0-9.%_-])`,
  ).test(content);
}

// One identifier as code writes it, with capitals inside or digits or underscores ("WaitForFirstConsumer",
// "Standard_S1", "gp3"), or a short tier code, a capital and a digit ("Y1", "P1v3", "B1ms"): words of
// English are never taken as such a value.
const IDENTIFIER =
  /^(?:(?=.*(?:[a-z][A-Z]|[A-Za-z]_|[A-Za-z][0-9]))[A-Za-z][A-Za-z0-9_.-]{3,}|[A-Z][A-Za-z]?[0-9][A-Za-z0-9]*)$/;

/**
 * Whether the files hold an identifier-like word exactly as written, case and all, as a whole value
 * of some field (`volumeBindingMode: WaitForFirstConsumer`, `sku = "Standard_S1"`): a line saying
 * nothing was written for that word would be untrue, whatever the word was read as.
 */
export function heldAsValue(word: string, content: string): boolean {
  if (!IDENTIFIER.test(word)) return false;
  return new RegExp(`(?:[:=]|^\\s*-)\\s*["']?${escape(word)}["']?\\s*(?:[,;#}\\]]|$)`, 'm').test(content);
}

/** Whether a "not covered" line's quoted words (its subject) are held by the files as written. */
export function lineHeldByFiles(line: string, content: string): boolean {
  const quoted = /^'([^']+)'/.exec(line)?.[1];
  return !!quoted && (heldAsField(quoted, content) || heldAsValue(quoted, content));
}

// A reference a writer copies as is: an image with its tag ("nginx:1.27", "ghcr.io/acme/api:2.1"),
// a name before the colon (never a time of day, "06:00").
const REFERENCE = /^(?=[^:]*[a-z])[a-z0-9][\w./-]*:[\w.-]+$/i;

/**
 * Whether a reference stated as such (`text`, the words that said it, is one: "nginx:1.27") is
 * missing from the files: the writer read it and wrote another value (a safer build), so the setting
 * is not held as stated. A registry host written apart ("ghcr.io" as the registry URL beside
 * "acme/api:1.4") is the same reference.
 */
export function otherwiseWritten(
  values: Readonly<Record<string, unknown>> | undefined,
  content: string,
  text: string,
): boolean {
  if (!REFERENCE.test(text.trim())) return false;
  const found = (v: string) => new RegExp(`(?<![\\w.-])${escape(v)}(?![\\w.-])`).test(content);
  return Object.values(values ?? {})
    .flatMap(leaves)
    .some((v) => typeof v === 'string' && REFERENCE.test(v) && !found(v) && !found(v.replace(/^[^/]*[.:][^/]*\//, '')));
}

// A value code spells as an identifier, letters and digits together and four characters or more
// ("Standard_B2s", "db-custom-4-16384", "redis:7.2"); never an amount in a unit ("200GB", "90-day"),
// a version said as such ("v16"), or a short code a writer may split over fields ("P1": family P, capacity 1).
const CODE_VALUE = /^(?=\S*[a-z])(?=\S*\d)[a-z0-9][\w.:/@-]{3,}$/i;
const AMOUNT = /^\d+(?:\.\d+)?-?[a-z%]*$/i;

/**
 * The values a setting's words (`text`) spell as code that no file holds, case aside: a writer that
 * read the setting yet wrote another value (or none) did not honour it as stated, whatever it read
 * (issue 24, SIL: "honoured" means in the files, not only read).
 */
export function codeValuesMissing(text: string, content: string): string[] {
  const lower = content.toLowerCase();
  return (
    text
      .split(/[\s,;()"']+/)
      .map((t) => t.replace(/[.:]+$/, ''))
      // A reference (an image "ghcr.io/acme/api:1.4", an ARN, a path) is judged as one: otherwiseWritten.
      .filter((t) => CODE_VALUE.test(t) && !AMOUNT.test(t) && !/^v\d/i.test(t) && !/[:/]/.test(t))
      .filter((t) => !lower.includes(t.toLowerCase()))
  );
}

/** Whether `name` is the whole value of a key one of whose words is `word` ("blob_container_name", "blobContainer"). */
export function heldUnderWord(name: string, word: string, content: string): boolean {
  const value = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...content.matchAll(new RegExp(`["']?([A-Za-z_][\\w.-]*)["']?\\s*[:=]\\s*["']?${value}["']?\\s*(?:,|$)`, 'gim')),
  ].some((m) => m[1].toLowerCase().includes(word));
}
