/**
 * Word lists written one entry a line, compiled to one pattern: each entry is an alternative (a word,
 * or a small pattern such as `accounts?` or `container_app$`). A list reads and diffs line by line,
 * where a single regular expression of many alternatives did not.
 *
 * @example
 *   anyOf(`
 *     sqs
 *     servicebus
 *   `) // /sqs|servicebus/
 */
/** The entries as the alternatives of a pattern, `a|b|c`, for a pattern that groups them itself. */
export const alternatives = (lines: string) =>
  lines
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .join('|');

/** The entries as one group, `(?:a|b|c)`, for a pattern of several parts. */
export const group = (lines: string) => `(?:${alternatives(lines)})`;

/** The entries as alternatives anywhere in the text: `a|b|c`. */
export const anyOf = (lines: string, flags?: string) => new RegExp(alternatives(lines), flags);

/** A whole word that is one of the entries: `^(?:a|b|c)$`. */
export const wordOf = (lines: string, flags?: string) => new RegExp(`^${group(lines)}$`, flags);

/** One of the entries between word boundaries anywhere in the text: `\b(?:a|b|c)\b`. */
export const wordIn = (lines: string, flags?: string) => new RegExp(`\\b${group(lines)}\\b`, flags);
