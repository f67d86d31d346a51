/**
 * Typed values an answer's line states ("10.40.0.0/16", "50 processing units", "4 days") and
 * whether the files hold them, for the truth of honoured settings and "not read" lines (issue 24,
 * SIL/UNT). Judged apart from the generator's own test: an address must be written as is; a number
 * with a unit may be written in any usual conversion (4 days as 96 hours or 345600 seconds, 2 GB as
 * 2048, 70% as 0.7, 250m CPU as 0.25 or 256), so the judge never calls missing what a writer converted.
 */
const ADDRESS = /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?(?![\w.])/g;
const NUMBER_WITH_UNIT = /(?<![\w.:/@-])(\d+(?:\.\d+)?)\s*(%|[a-z]+)\b/gi;
// Words after a number that are no unit.
const NO_UNIT = /^(?:a|an|the|and|or|to|of|in|on|at|for|from|with|by|per|is|x|over|above|below|under)$/i;
// Units written as a tier's name, not a number ("20 DTU" as S1).
const TIER = /^dtus?$/i;
const FACTORS = [
  1, 1000, 1024, 1_048_576, 1_073_741_824, 1_000_000, 24, 60, 1440, 3600, 86_400, 7, 168, 10_080, 604_800, 30, 365, 100,
  1.024, 60_000, 3_600_000, 86_400_000, 2_592_000, 31_536_000,
];

const holds = (n: number, content: string) => {
  const printed = Number(n.toFixed(6));
  if (!(printed > 0) || !Number.isInteger(printed * 1000)) return false;
  const spelled = String(printed).replace(/\./g, '[._-]?');
  return new RegExp(`(?<![\\d.])${spelled}(?![\\d]|\\.\\d)`).test(content);
};

/** The typed values of `words` that `content` holds in no usual spelling. */
export function typedValuesNotWritten(words: string, content: string): string[] {
  const missing = (words.match(ADDRESS) ?? []).filter((a) => !content.includes(a));
  const text = words.replace(ADDRESS, ' ');
  for (const m of text.matchAll(NUMBER_WITH_UNIT)) {
    if (NO_UNIT.test(m[2]) || TIER.test(m[2])) continue;
    const n = Number(m[1]);
    if (!FACTORS.some((f) => holds(n * f, content) || holds(n / f, content))) missing.push(m[0]);
  }
  return missing;
}
