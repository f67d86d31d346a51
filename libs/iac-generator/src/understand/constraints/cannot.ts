/**
 * What a kind cannot have (kind.json `cannot`): stated of a component in its part of its phrase or
 * in the phrases after it, up to one naming another thing of its kind or of the kind written
 * instead ("a Deployment with 3 replicas. Each pod needs its own 20Gi volume"). With a kind that
 * can (`instead`), that kind is written, with what the words state of it, and the answer says why;
 * without one, the answer says it was not written.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Setting } from '../../model/types';
import { type Intent, type Mention } from '../intent';
import { FAMILIES, readSettings } from '../settings';
import { holds } from './conflicts';
import { constraintsOf } from './kind-data';

interface CannotResult {
  intent: Intent;
  /** What cannot be and was not written. */
  lines: string[];
  /** What cannot be as asked and was written as the kind that can have it. */
  instead: string[];
  /** The words each line is about: lines of the reading about the same words say less, and go. */
  said: string[];
}

/** The request with each such component moved to the kind that can have it, and the lines that say so. */
export function applyCannot(intent: Intent): CannotResult {
  const lines: string[] = [];
  const insteadLines: string[] = [];
  const said: string[] = [];
  // Each mention moved, to which kind, with the others said of the same thing (moved with it).
  const moved = new Map<Mention, { kind: string; together: Mention[] }>();
  // Things named inside the words a kind cannot have ("its own 10Gi persistent volume"): what the
  // kind written instead holds (its volume claim templates), never resources of their own.
  const absorbed = new Set<Mention>();
  intent.mentions.forEach((m, i) => {
    const data = constraintsOf(m.kind);
    if (!data?.cannot || moved.has(m)) return;
    for (const row of data.cannot) {
      if (row.when && !holds(m, row.when, intent)) continue;
      const instead = row.instead?.kind.startsWith(m.kind.slice(0, m.kind.indexOf('.') + 1)) ? row.instead : undefined;
      // Every place its phrase says it ("its own volume ... through volumeClaimTemplates") is what the line is about.
      const scan = (text: string) => [...text.matchAll(new RegExp(row.words.source, 'gi'))].map((x) => x[0]);
      const first = scan(windowOf(intent, m, i, instead?.kind))[0];
      const spoken = intent.phrases.slice(m.phrase, lastPhrase(intent, m, i, instead?.kind) + 1).join('. ');
      const all = first ? [...new Set([first, ...scan(spoken)])] : [];
      const words = all[0];
      if (!words) continue;
      const quoted = instead ? (m.text ?? data.title) : words;
      (instead ? insteadLines : lines).push(
        GeneratorMessages.cannotHave(quoted, data.title, row.what, row.why, instead?.title),
      );
      said.push(...all);
      if (!instead) {
        // Things named inside those words ("the cleanup job ... delete any object") are what cannot
        // be, never resources of their own.
        for (const x of intent.mentions)
          if (x !== m && x.phrase >= m.phrase && x.text && inWords(all, x.text)) absorbed.add(x);
        continue;
      }
      // The mentions of its kind in its phrase, and those that speak of it again in its words, are one thing: all of it moves.
      const together = intent.mentions
        .slice(i)
        .filter(
          (x) =>
            x.kind === m.kind &&
            (x === m || x.phrase === m.phrase || (x.phrase <= lastPhrase(intent, m, i, instead.kind) && !newOne(x))),
        );
      for (const x of together) moved.set(x, { kind: instead.kind, together });
      for (const x of intent.mentions)
        if (
          x !== m &&
          x.kind !== m.kind &&
          x.phrase >= m.phrase &&
          x.phrase <= lastPhrase(intent, m, i, instead.kind) &&
          x.text &&
          words.toLowerCase().includes(x.text.toLowerCase())
        ) {
          absorbed.add(x);
          m.settings = [...m.settings, ...x.settings.filter((s) => !m.settings.includes(s))];
          const attrs = m.attrs as unknown as Record<string, unknown>;
          for (const [k, v] of Object.entries(x.attrs))
            if (v !== undefined && !(Array.isArray(v) && !v.length)) attrs[k] ??= v;
        }
      settingsOf(
        m,
        words,
        instead.kind,
        intent.mentions.filter((x) => !absorbed.has(x)),
      );
      break;
    }
  });
  if (!moved.size && !absorbed.size) return { intent, lines, instead: insteadLines, said };
  const mentions = intent.mentions
    .filter((m) => !absorbed.has(m))
    .map((m) => (moved.has(m) ? asKind(m, moved.get(m)!.kind, moved.get(m)!.together) : m));
  return { intent: { ...intent, mentions }, lines, instead: insteadLines, said };
}

/**
 * `m` written as `kind`. N machines written as a kind that runs a number of identical machines
 * (the `instanceCount` family: a managed instance group) are ONE of it holding N, never N groups;
 * its mentions said of the same thing moved with it take the same size.
 */
function asKind(m: Mention, kind: string, together: Mention[]): Mention {
  if (!FAMILIES.instanceCount.test(kind.slice(kind.indexOf('.') + 1))) return { ...m, kind };
  // "a VM web-1 ... make it 3 identical VMs behind a load balancer": one thing, its size the largest said.
  const n = Math.max(...together.map((x) => x.attrs.desired ?? x.count));
  const attrs = { ...m.attrs, desired: n, min: m.attrs.min ?? n, max: m.attrs.max ?? Math.max(n, m.attrs.min ?? n) };
  return { ...m, kind, count: 1, attrs };
}

/** Whether `text` is one of the words said (as words, not inside another: "job" in "cleanup job", never in "jobs"). */
const inWords = (said: string[], text: string) =>
  said.some((w) => new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(w));

/**
 * The words said of `m`: its part of its phrase (up to another thing named in it), and the phrases
 * after it up to one naming another thing of its kind or of the kind written instead.
 */
function windowOf(intent: Intent, m: Mention, i: number, instead?: string): string {
  const others = intent.mentions.filter((x) => x.phrase === m.phrase && x.kind !== m.kind);
  const own = partOf(intent.phrases[m.phrase] ?? '', m, others);
  return [own, ...intent.phrases.slice(m.phrase + 1, lastPhrase(intent, m, i, instead) + 1)].join('. ');
}

/** A mention that introduces a thing of its own ("a Deployment", "another one", one named), not one said again ("each pod"). */
const newOne = (x: Mention) => !!x.indefinite || !!x.separate || x.names.length > 0;

/** The last phrase that still speaks of `m`: before the next one introducing another thing of its kind or of the kind instead. */
function lastPhrase(intent: Intent, m: Mention, i: number, instead?: string): number {
  const ends = (x: Mention) => x.phrase > m.phrase && ((x.kind === m.kind && newOne(x)) || x.kind === instead);
  return (intent.mentions.slice(i + 1).find(ends)?.phrase ?? intent.phrases.length) - 1;
}

/** The words of `phrase` from where `m` is named up to where the next other thing of it is named. */
function partOf(phrase: string, m: Mention, others: Mention[]): string {
  const lower = phrase.toLowerCase();
  const at = (x: Mention) => (x.text ? lower.indexOf(x.text.toLowerCase()) : -1);
  const start = Math.max(0, at(m));
  // The next thing's own words are still this part's ("each replica gets its own 10Gi persistent volume").
  const ends = others.map((x) => (at(x) < 0 ? -1 : at(x) + (x.text?.length ?? 0))).filter((k) => k > start);
  return phrase.slice(start, ends.length ? Math.min(...ends) : phrase.length);
}

/**
 * What the words state that the kind written instead takes ("20Gi" of "its own 20Gi volume"): the
 * kind they were said of could not take it, so the reading left it unattached.
 */
function settingsOf(m: Mention, words: string, kind: string, mentions: Mention[]): void {
  const bare = kind.slice(kind.indexOf('.') + 1);
  const attrs = m.attrs as unknown as Record<string, unknown>;
  const attached = mentions.flatMap((x) => x.settings.map((s) => s.text.toLowerCase()));
  for (const f of readSettings(words.toLowerCase())) {
    if (!f.family || !FAMILIES[f.family].test(bare)) continue;
    // What the reading gave another thing ("its own 5Gi persistent volume" to the volume) stays there.
    const text = words.slice(f.start, f.end).trim().toLowerCase();
    if (attached.some((a) => a.includes(text) || text.includes(a))) continue;
    for (const [k, v] of Object.entries(f.values)) if (v !== undefined) attrs[k] ??= v;
    const setting: Setting = {
      label: f.label,
      keys: [...Object.keys(f.values), ...(f.flags ?? []).map((x) => `flag:${x}`)],
      text: words.slice(f.start, f.end).trim(),
      phrase: m.phrase,
      family: f.family,
      values: f.values,
      flags: f.flags,
      at: m.start,
    };
    m.settings = [...m.settings, setting];
  }
}
