/** Settings given to the component they describe: the nearest one they can apply to, same phrase first. */
import { GeneratorMessages } from '@infragen/contracts';
import { type Mention } from './intent';
import { CONSUME_ONLY, FAMILIES, type Found } from './settings';

/**
 * Gives each setting to the nearest component it can apply to (same phrase first), and returns
 * the "not covered" lines of settings that nothing in the request can take, with what they stated
 * (the answer drops a line whose value the written files hold all the same).
 */
export function attachSettings(
  found: Found[],
  mentions: Mention[],
  clauses: { start: number }[],
  text: string,
): { line: string; values: Found['values'] }[] {
  const lines: { line: string; values: Found['values'] }[] = [];
  const phraseOf = (at: number) =>
    Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= at),
    );
  for (const f of found) {
    if (CONSUME_ONLY.has(f.label)) continue;
    const phrase = phraseOf(f.start);
    const family = f.family ? FAMILIES[f.family] : undefined;
    const fits = mentions.filter((m) => !family || family.test(m.kind.slice(m.kind.indexOf('.') + 1)));
    if (!fits.length) {
      // Said of a resource read in its phrase that does not take it ("a read replica in another
      // zone" of an RDS database), or, in a phrase that reads none, of the one read just before it
      // ("a web app ... - app setting X=Y"): that resource is named, since there is one.
      const inPhrase = mentions.some((m) => m.phrase === phrase);
      const said = mentions.findLast((m) => (m.phrase === phrase || !inPhrase) && m.start < f.start);
      if (!f.quiet)
        lines.push({
          line: said
            ? GeneratorMessages.settingNotForResource(f.text, f.label, text.slice(said.start, said.end))
            : GeneratorMessages.settingForNothing(f.text, f.label),
          values: f.values,
        });
      continue;
    }
    // Nearest first; a setting does not reach across "and a ..." to another component.
    const distance = (m: Mention) => {
      if (f.start < m.end && f.end > m.start) return Math.abs(m.phrase - phrase) * 1e6;
      const gap = m.start >= f.end ? text.slice(f.end, m.start) : text.slice(m.end, f.start);
      const crosses = /\b(?:and|plus|then|while|also)\s+(?:an?|the|one|two|three|\d+)\b|[,;]\s*(?:an?|the)\b/i.test(
        gap,
      );
      return Math.abs(m.phrase - phrase) * 1e6 + gap.length + (crosses ? 500 : 0);
    };
    const target = fits.reduce((best, m) => (distance(m) < distance(best) ? m : best));
    // Mentions of the same kind in the same phrase are one component: the setting applies to all of them.
    for (const m of mentions.filter((x) => x === target || (x.kind === target.kind && x.phrase === target.phrase))) {
      applySetting(m, f);
      if (!f.untracked)
        m.settings.push({
          label: f.label,
          keys: keysOf(f),
          // "existing" says which thing: "existing resource group", for the answer's lines.
          text: f.family === 'existing' ? `${f.text} ${text.slice(m.start, m.end)}` : f.text,
          phrase,
          family: f.family,
          values: f.values,
          flags: f.flags,
          at: f.start,
        });
    }
  }
  return lines;
}

function keysOf(f: Found): string[] {
  return [
    ...Object.keys(f.values).filter((k) => f.values[k as keyof Found['values']] !== undefined),
    ...(f.flags ?? []).map((x) => `flag:${x}`),
  ];
}

function applySetting(m: Mention, f: Found): void {
  for (const [k, v] of Object.entries(f.values)) {
    if (v === undefined) continue;
    const attrs = m.attrs as unknown as Record<string, unknown>;
    const had = attrs[k];
    // Lists and maps gather every statement ("deny SSH ... allow HTTPS", "app=web ... tier=front").
    if (Array.isArray(had) && Array.isArray(v)) {
      const seen = new Set(had.map((x) => JSON.stringify(x)));
      attrs[k] = [...(had as unknown[]), ...(v as unknown[]).filter((x) => !seen.has(JSON.stringify(x)))];
    } else if (had && typeof had === 'object' && v && typeof v === 'object' && !Array.isArray(v))
      attrs[k] = { ...(v as object), ...(had as object) };
    else attrs[k] ??= v;
  }
  for (const flag of f.flags ?? []) m.attrs.flags.add(flag);
}
