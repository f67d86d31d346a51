/** Settings given to the component they describe: the nearest one they can apply to, same phrase first. */
import { GeneratorMessages } from '@infragen/contracts';
import { KIND_TITLES } from '../vocabulary/constraints.generated';
import { meaningThatFits } from './count-meanings';
import { type Mention } from './intent';
import { LOG_RETENTION, ownerOfLogs, logsSaid, takesLogRetention } from './owners/logs';
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
  for (const read of found) {
    if (CONSUME_ONLY.has(read.label)) continue;
    const phrase = phraseOf(read.start);
    const f = meaningThatFits(read, mentions, phrase);
    // A retention of someone's logs ("keep its logs for 30 days") is theirs, or a gap: never the
    // objects of a bucket read nearby.
    const logs = f.family === 'retention' ? logsOwner(f, mentions, clauses[phrase]?.start ?? 0, text) : undefined;
    if (logs && 'none' in logs) {
      if (!f.quiet)
        lines.push({
          line: logs.none
            ? GeneratorMessages.settingNotForResource(f.text, LOG_RETENTION, text.slice(logs.none.start, logs.none.end))
            : GeneratorMessages.settingForNothing(f.text, LOG_RETENTION),
          values: f.values,
        });
      continue;
    }
    if (logs) {
      const owns = takesLogRetention(logs.owner, text) === 'owner';
      give(logs.owner, owns ? { ...f, label: LOG_RETENTION } : f, phrase, text);
      continue;
    }
    const family = f.family ? FAMILIES[f.family] : undefined;
    const fits = mentions.filter((m) => !family || family.test(m.kind.slice(m.kind.indexOf('.') + 1)));
    // "Existing" says which thing by the words after it ("a policy for our existing load balancer"): with no
    // thing read after it, it is said of words read as nothing, never of a thing said before it.
    if (
      f.family === 'existing' &&
      !/^\s+(?:[\w\u00a7-]+\s+){0,2}?ones?\b/i.test(text.slice(f.end)) &&
      !fits.some((m) => m.start >= f.end)
    )
      continue;
    if (!fits.length) {
      // Said of a resource read in its phrase that does not take it ("a read replica in another
      // zone" of an RDS database), or, in a phrase that reads none, of the one read just before it
      // ("a web app ... - app setting X=Y"): that resource is named, since there is one.
      const inPhrase = mentions.some((m) => m.phrase === phrase);
      // The setting's own words may name it ("app setting X=Y" of a web app): that one, before any other.
      const said =
        mentions.find((m) => namedIn(m, f.text)) ??
        mentions.findLast((m) => (m.phrase === phrase || !inPhrase) && m.start < f.start);
      if (!f.quiet)
        lines.push({
          line: said ? notFor(f, said, text) : GeneratorMessages.settingForNothing(f.text, f.label),
          values: f.values,
        });
      continue;
    }
    // Nearest first; a setting does not reach across "and a ..." to another component.
    const distance = (m: Mention) => {
      if (f.start < m.end && f.end > m.start) return Math.abs(m.phrase - phrase) * 1e6;
      const gap = m.start >= f.end ? text.slice(f.end, m.start) : text.slice(m.end, f.start);
      const crosses = ANOTHER_THING.test(gap);
      return Math.abs(m.phrase - phrase) * 1e6 + gap.length + (crosses ? 500 : 0);
    };
    // "its"/"their" refers back: to the nearest fitting thing said before it; said of things before
    // it none of which takes it, it is a gap, never given to a thing said after.
    // "its own service account fluent-bit": a thing said within the setting's own words is what it names;
    // "its" is that thing's owner.
    const within = fits.find((m) => m.start >= f.start && m.end <= f.end);
    const pronoun = !within && PRONOUN.test(text.slice(Math.max(0, f.start - 12), f.start) + f.text);
    const back = pronoun ? fits.filter((m) => m.start < f.start) : [];
    const said = mentions
      .filter((m) => m.start < f.start)
      .sort((a, b) => a.start - b.start)
      .at(-1);
    if (pronoun && !back.length && said) {
      if (!f.quiet)
        lines.push({
          line: notFor(f, said, text),
          values: f.values,
        });
      continue;
    }
    const target =
      partOwner(f, fits, text) ??
      (back.length ? back : fits).reduce((best, m) => (distance(m) < distance(best) ? m : best));
    // Mentions of the same kind in the same phrase are one component: the setting applies to all of them. "Existing"
    // says which one: a thing said by the same word, named otherwise or with "a", is another, new one.
    const another = (x: Mention) =>
      f.family === 'existing' &&
      headWord(x.text) === headWord(target.text) &&
      (!!x.indefinite || (x.names.length > 0 && !x.names.some((n) => target.names.includes(n))));
    // A value said within one of them ("a Deployment cart running A and a Deployment search running B")
    // is that one's own: a thing said with its own article between them keeps it from the other.
    const apart = (x: Mention) => {
      if (x === target || /\b(?:both|each|all|every)\b/i.test(text.slice(Math.max(0, f.start - 16), f.start)))
        return false;
      return ANOTHER_THING.test(x.start >= f.end ? text.slice(f.end, x.start) : text.slice(x.end, f.start));
    };
    for (const m of mentions.filter(
      (x) => x === target || (x.kind === target.kind && x.phrase === target.phrase && !another(x) && !apart(x)),
    ))
      give(m, f, phrase, text);
  }
  return lines;
}

// Words between two things that start another one ("... and a ...", ", the ...").
const ANOTHER_THING = /\b(?:and|plus|then|while|also)\s+(?:an?|the|one|two|three|\d+)\b|[,;]\s*(?:an?|the)\b/i;

const headWord = (text?: string) => (text ?? '').trim().split(/\s+/).at(-1)?.toLowerCase();

function give(m: Mention, f: Found, phrase: number, text: string): void {
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

// Words of a kind too general to name it inside a setting's words.
const GENERAL = new Set([
  'aws',
  'azure',
  'gcp',
  'k8s',
  'linux',
  'windows',
  'user',
  'assigned',
  'set',
  'group',
  'service',
]);

/**
 * Whether a setting's words start with a word of a mention's kind, as the thing they set ("app
 * setting X=Y" names a web app); a kind said later in them is what it uses ("encryption using a KMS key").
 */
function namedIn(m: Mention, words: string): boolean {
  return m.kind
    .slice(m.kind.indexOf('.') + 1)
    .split('_')
    .some(
      (w) => w.length > 2 && !GENERAL.has(w) && new RegExp(`^(?:the\\s+|its\\s+)?${w}s?(?![\\w.-])`, 'i').test(words),
    );
}

/** Whose logs a retention keeps, when its clause's words up to its end speak of someone's logs. */
function logsOwner(f: Found, mentions: Mention[], from: number, text: string) {
  const start = Math.min(from, f.start);
  const said = logsSaid(text.slice(start, f.end), start);
  return said ? ownerOfLogs(said, mentions, text) : undefined;
}

// A possessive pronoun before or inside a setting's words ("set its timeout", "keep their messages").
const PRONOUN = /\b(?:its|their)\b/i;

// The disk a machine boots from, named: its size is the machine's ("the root disk at 30 GB").
const BOOT_DISK = String.raw`(?:os|boot|root|system)\s+(?:ebs\s+)?(?:disk|volume|device|drive)`;
const BOOT_BEFORE = new RegExp(String.raw`\b${BOOT_DISK}\s*(?:at|of|=|:|is|to|sized?(?:\s+at)?|with)?\s*$`, 'i');
const BOOT_AFTER = new RegExp(String.raw`^\s*(?:[a-z0-9-]+\s+){0,2}${BOOT_DISK}\b`, 'i');
const MACHINE = /\.(?:instance|\w*virtual_machine|compute_instance|launch_template|instance_template)$/;
// Between an article and the head of its noun phrase only describing words stand ("a 1 TB st1 data volume").
const ARTICLE_BEFORE = /(?:^|[\s(,])(?:an?|the|one|each|its|their)\s+$/i;
const MODIFIERS_ONLY = /^\s+(?:[a-z0-9-]+\s+){0,3}$/i;
const NOT_A_MODIFIER = /\b(?:with|and|or|for|on|in|to|at|of|from|by|that|which|plus|attached|behind)\b/i;

/**
 * The component a setting is a part of by the words around it, before any nearest: a size said of
 * a machine's boot disk is the machine's; a size inside another component's noun phrase, between
 * its article and its head ("a 1 TB st1 data volume"), is that component's, never one before it.
 */
function partOwner(f: Found, fits: Mention[], text: string): Mention | undefined {
  if (f.family !== 'storage') return undefined;
  const before = text.slice(Math.max(0, f.start - 40), f.start);
  const after = text.slice(f.end, f.end + 40);
  if (BOOT_BEFORE.test(before) || BOOT_AFTER.test(after)) {
    const machines = fits.filter((m) => MACHINE.test(m.kind));
    return machines.findLast((m) => m.start < f.start) ?? machines[0];
  }
  if (!ARTICLE_BEFORE.test(before)) return undefined;
  return fits.find((m) => {
    if (m.start < f.end) return false;
    const gap = text.slice(f.end, m.start);
    return MODIFIERS_ONLY.test(gap) && !NOT_A_MODIFIER.test(gap);
  });
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

/**
 * The line for a setting said of a thing that does not take it; where there is more to say than
 * "not written" (how the service does it instead: GeneratorMessages.settingNotes), that is said.
 */
function notFor(f: Found, said: Mention, text: string): string {
  const note = GeneratorMessages.settingNotes[`${said.kind}:${f.label}`];
  return note
    ? GeneratorMessages.settingNotSet(f.text, f.label, KIND_TITLES[said.kind] ?? said.kind, note)
    : GeneratorMessages.settingNotForResource(f.text, f.label, text.slice(said.start, said.end));
}
