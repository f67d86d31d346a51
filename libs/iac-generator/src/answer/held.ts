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
  const numbers = Object.values(values ?? {}).flatMap(leaves);
  const asWritten = text !== undefined && QUANTITY.test(text) && numbers.length > 0;
  const stated = asWritten && numbers.every((v) => typeof v === 'number') ? [text] : numbers;
  if (stated.some((v) => typeof v === 'string' && ANYWHERE.test(v))) return false;
  if (!stated.length || !stated.every((v) => typeof v === 'string' && v.length >= 3 && /[a-z]/i.test(v))) return false;
  return (stated as string[]).every((v) =>
    new RegExp(`(?<![A-Za-z0-9])${escape(v).replace(/\s+/g, '[\\s_-]*')}(?![A-Za-z0-9])`, 'i').test(content),
  );
}
