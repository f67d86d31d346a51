/**
 * Text handling for the understander: quoted names pulled out first (so a name such as
 * "route53-logs" is never read as a request for Route 53), then lower-case word tokens with a
 * crude plural folding that is applied to the vocabulary in the same way.
 */

export interface Quoted {
  /** Placeholder token standing for the quote in the token stream. */
  token: string;
  text: string;
}

export interface Clause {
  /** The clause as the user wrote it (trimmed), for the explanation. */
  raw: string;
  /** Lower-case text with quotes replaced by placeholders, for attribute patterns. */
  lower: string;
  tokens: string[];
}

const QUOTE = /"([^"\n]{1,120})"|\u201c([^\u201d\n]{1,120})\u201d|'([^'\s]{1,80})'|`([^`\s]{1,80})`/g;
export const PLACEHOLDER = /^q\u00a7(\d+)$/;

/** Replaces quoted strings with placeholders so they are names, not words. */
export function extractQuotes(text: string): { text: string; quotes: Quoted[] } {
  const quotes: Quoted[] = [];
  const replaced = text.replace(QUOTE, (_m, a?: string, b?: string, c?: string, d?: string) => {
    const token = `q\u00a7${quotes.length}`;
    quotes.push({ token, text: (a ?? b ?? c ?? d ?? '').trim() });
    return ` ${token} `;
  });
  // `called test_lambda`: an identifier-shaped word after named/called is a name even unquoted.
  const withBare = replaced.replace(/\b(named|called)\s+([A-Za-z][\w-]*[_\d-][\w-]*)/g, (_m, verb: string, name: string) => {
    const token = `q\u00a7${quotes.length}`;
    quotes.push({ token, text: name });
    return `${verb} ${token} `;
  });
  return { text: withBare, quotes };
}

/** Splits on sentence ends, semicolons, line breaks and commas: each piece is one requirement phrase. */
export function splitClauses(text: string): string[] {
  return text
    .split(/(?<=[a-z0-9)\]"'\u00a7])[.!?;]+(?=\s|$)|\n+|,\s+|\s+-\s+/i)
    .map((c) => c.trim())
    .filter((c) => /[a-z]/i.test(c));
}

/** Lower-case words: aws_ prefixes, underscores, hyphens and slashes become spaces; "route 53" is one word. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\baws_/g, ' ')
    .replace(/[_/\\-]+/g, ' ')
    .replace(/\broute\s*53\b/g, 'route53')
    .replace(/\be\s+mail\b/g, 'email');
}

export function tokenize(normalised: string): string[] {
  return normalised.match(/q\u00a7\d+|[a-z0-9]+(?:\.[a-z0-9]+)*|=/g) ?? [];
}

/** Folds a plural to its singular so "subnets" matches "subnet"; applied to both sides. */
export function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return token.slice(0, -3) + 'y';
  if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, both: 2, pair: 2, three: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, multiple: 2, several: 2, second: 2, third: 3, couple: 2,
};

/** A count from a word or digits ("two", "3"), if the token is one. */
export function countOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}
