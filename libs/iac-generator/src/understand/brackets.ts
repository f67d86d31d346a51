/**
 * Bracketed groups of a request ("an App Service plan (Linux, S1) named asp-tools", "a bucket
 * (versioned, encrypted) named acme-raw"): the bracket's words are said of the thing written right
 * before it, and the phrase goes on after it. So a bracket is one unit: its commas and full stops
 * end no phrase, and the name after it is still the name of the thing before it.
 */

/** Text offsets [start, end) of a bracket group: from '(' to just after its ')'. */
export type Bracket = [number, number];

// A group is short and on one line; an unclosed or runaway bracket is no group (the text reads as before).
const GROUP = /\((?=[^()\n]*[a-z0-9])[^()\n]{1,160}\)|\[(?=[^[\]\n]*[a-z0-9])[^[\]\n]{1,160}\]/gi;

/** Every bracket group of `text` (no nesting: an inner group makes the outer one no group). */
export function bracketsOf(text: string): Bracket[] {
  return Array.from(text.matchAll(GROUP), (m) => [m.index, m.index + m[0].length] as Bracket);
}

/** The group that holds text offset `at`, if any. */
export function bracketAt(brackets: readonly Bracket[], at: number): Bracket | undefined {
  return brackets.find(([a, b]) => at > a && at < b - 1);
}
