/**
 * "Did you mean ...?": the closest known name to a misspelt one, if it is close enough to be a
 * likely typo (edit distance with transpositions, scaled to the name's length). Candidates that are
 * not strings (a schema's numeric allowed values, `[1, 3, 5]`) are compared as their text.
 *
 * @example
 *   closest('memory', ['memory_size', 'timeout']) // 'memory_size'
 *   closest('replica', ['replicas', 'selector'])  // 'replicas'
 */
export function closest(name: string, candidates: Iterable<string | number>): string | undefined {
  const lower = name.toLowerCase();
  const norm = (s: string) => s.toLowerCase().replace(/[_-]/g, '');
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const c = String(candidate);
    if (c === name) continue;
    const cl = c.toLowerCase();
    let score: number;
    if (cl === lower || norm(c) === norm(name)) score = 0;
    else if (lower.length >= 4 && (cl.startsWith(`${lower}_`) || cl.startsWith(lower) || cl.endsWith(`_${lower}`)))
      score = 1;
    else score = distance(lower, cl);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.min(name.length, best.length) / 3));
  return bestScore <= limit ? best : undefined;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 4) return 99;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
