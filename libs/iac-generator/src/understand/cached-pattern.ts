/**
 * A regular expression built from text the reading assembles per mention ("our existing <words>"),
 * compiled once per source: the same few hundred patterns recur across the clauses of a request and
 * across requests, and compiling them again on every test was a tenth of a request's time.
 * Only flag-free or case-insensitive patterns without the global flag are cached, so `test` keeps no state.
 */
const compiled = new Map<string, RegExp>();
const LIMIT = 5000;

export function cachedPattern(source: string, flags: '' | 'i' = ''): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    // A long-running server meets ever new words: start over instead of growing without end.
    if (compiled.size >= LIMIT) compiled.clear();
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}
