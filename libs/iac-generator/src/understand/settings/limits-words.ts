/** Words and helpers the rules moved from service-limits.ts share. */

const SECONDS: Record<string, number> = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60, h: 3600, hour: 3600 };
const DAY_SECONDS = 86400;

/** A duration in seconds from a number and its unit word ("2 minutes", "90 s", "3 days"). */
export function seconds(n: string, unit: string): number {
  const u = unit.toLowerCase().replace(/s$/, '');
  if (/^(?:day|d)$/.test(u)) return Number(n) * DAY_SECONDS;
  if (/^(?:week|wk)$/.test(u)) return Number(n) * 7 * DAY_SECONDS;
  return Number(n) * (SECONDS[u] ?? 1);
}

export const DURATION = '(\\d{1,4})\\s*[- ]?(seconds?|secs?|s|minutes?|mins?|m|hours?|h|days?|d|weeks?)\\b';

// Characters named by their words, as people list what a password must not hold.
const CHARACTER_WORDS: [RegExp, string][] = [
  [/^double[- ]quotes?/, '"'],
  [/^single[- ]quotes?|^apostrophes?/, "'"],
  [/^quotes?|^quotation marks?/, '"\''],
  [/^backslash(?:es)?/, '\\'],
  [/^(?:forward )?slash(?:es)?/, '/'],
  [/^at[- ]signs?|^@/, '@'],
  [/^backticks?/, '`'],
  [/^spaces?/, ' '],
];

/** The characters a list names ("quotes and backslashes", "'/', '@' and '\"'"), each once. */
export function excluded(list: string): string {
  const out = new Set<string>();
  for (const part of list.split(/\s*(?:,|\band\b|\bor\b|&)\s*/)) {
    const p = part.trim().replace(/^(?:the\s+|any\s+)/, '');
    const quoted = /^["'`](.+)["'`]$/.exec(p);
    if (quoted) for (const ch of quoted[1]) out.add(ch);
    else for (const ch of CHARACTER_WORDS.find(([re]) => re.test(p))?.[1] ?? '') out.add(ch);
  }
  return [...out].join('');
}
