/**
 * Values stated in words no reader took, placed on an attribute of a resource written for their
 * phrase (targets/placed/): "autoclass on" beside a bucket is its `autoclass.enabled = true`. The
 * placed ones are said as settings written, not as words not read; words naming attributes that
 * could not take the value are said with those attributes, which is what the user can set.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Component } from '../model/types';
import { type PlacedValue, type Planner } from '../plan/planner';
import { type RenderOutput } from '../render/types';
import { type WrittenResource } from '../render/placed-values';
import { type Target } from '../targets/target';
import { type CatalogueResult } from '../targets/catalogue';
import { placeSetting } from '../targets/placed/place';
import { normalWord, statedSetting } from '../targets/placed/phrase-value';
import { wordsOf as nameWords } from '../catalogue/stated';
import { type Intent } from '../understand/understand';
import { honoured, type Reads } from '../plan/track-reads';
import { unreadWords } from './not-read';
import { type Coverage } from './trace';

export interface Placings {
  /** With the clause that said it, whose other words are that setting's too. */
  placed: { text: string; phrase: number; value: PlacedValue; clause: string; number?: string }[];
  named: { text: string; attributes: string[] }[];
  /** Words whose one attribute a writer set to another value: what it holds, and what the words ask. */
  otherwise: { text: string; type: string; path: string; written: string; value: string }[];
  /**
   * Other words not read of a placed value's phrase that the placed attribute's name holds ("sec" of
   * "dispatches/sec"), or that its clause holds ("so nobody burns money" of a scan limit's clause).
   */
  within: string[];
}

/**
 * The components a phrase's words are said of: those written for it; else those holding a setting
 * it stated; else, for a phrase that names nothing ("autoclass on" after "a bucket named x,"), those
 * of the nearest phrase before it that wrote something. A value is never put on anything else.
 */
function saidOf(phrase: number, written: { plan: Planner; out: RenderOutput }): Component[] {
  const wrote = written.plan.components.filter(
    (c) => !c.implicit && c.phrase !== undefined && (written.out.produced.get(c) ?? []).length > 0,
  );
  const own = wrote.filter((c) => c.phrase === phrase);
  if (own.length) return own;
  const holders = wrote.filter((c) => c.settings?.some((s) => s.phrase === phrase));
  if (holders.length) return holders;
  const before = Math.max(-1, ...wrote.map((c) => c.phrase!).filter((p) => p < phrase));
  return wrote.filter((c) => c.phrase === before);
}

/**
 * The resources a value can be placed on: a Terraform rendering's resource blocks, or the objects of
 * the other formats' (a Kubernetes rendering in Terraform has neither: its manifests are written whole).
 */
function resourcesOf(dialect: string, out: RenderOutput): WrittenResource[] | undefined {
  if (out.written) return out.written;
  if (!dialect.startsWith('terraform:')) return undefined;
  return out.terraform?.resources
    .filter((b) => b.type === 'resource')
    .map((b) => ({ address: `${b.labels[0]}.${b.labels[1]}`, type: b.labels[0], body: b.body }));
}

/**
 * The settings readers took that no writer read, with the component holding each: their values
 * are in no file unless placed.
 */
function unwrittenSettings(written: Written): { text: string; phrase: number; components: Component[]; read: true }[] {
  const { plan, reads } = written;
  if (!reads) return [];
  return plan.components.flatMap((c) =>
    !c.implicit && (written.out.produced.get(c) ?? []).length
      ? (c.settings ?? [])
          .filter((s) => !honoured(s, plan.components, reads))
          .map((s) => ({ text: s.text, phrase: s.phrase, components: [c], read: true as const }))
      : [],
  );
}

/** What was planned and written, and which settings each component's writer read. */
interface Written {
  plan: Planner;
  out: RenderOutput;
  reads?: Reads;
}

/** Where each value stated in words not read goes on the resources written for its phrase. */
export function placeUnread(intent: Intent, catalogue: CatalogueResult, target: Target, written: Written): Placings {
  const out: Placings = { placed: [], named: [], within: [], otherwise: [] };
  const dialect = target.dialect;
  const all = dialect && resourcesOf(dialect, written.out);
  if (!dialect || !all) return out;
  const taken = new Set<string>();
  const unread = unreadWords(intent, catalogue);
  // Words no reader took go on what their phrase wrote; a setting a reader took that the writer left
  // out (a format's writer reading less than another's) goes on its own component's resources.
  const candidates = [
    ...unread.map((u) => ({ ...u, components: saidOf(u.phrase, written), read: false })),
    ...unwrittenSettings(written),
  ];
  for (const u of candidates) {
    const phrase = intent.phrases[u.phrase];
    const setting = phrase === undefined ? undefined : statedSetting(u.text, phrase);
    // A feature named with no value that a reader took and no writer wrote is often one a writer leaves
    // out for the resource as written (deduplication of a standard topic): said, not placed.
    if (!setting || (u.read && setting.value.kind === 'bool' && !setting.value.said)) continue;
    const addresses = u.components.flatMap((c) => written.out.produced.get(c) ?? []);
    const resources = all.filter((r) => addresses.includes(r.address));
    const placing = resources.length ? placeSetting(dialect, resources, setting) : undefined;
    if (placing && 'placed' in placing) {
      const key = `${placing.placed.address}.${placing.placed.path.join('.')}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const number = setting.value.kind === 'number' ? setting.value.text : undefined;
      out.placed.push({ text: u.text, phrase: u.phrase, value: placing.placed, clause: setting.clause, number });
    } else if (placing && 'otherwise' in placing) {
      // A setting a reader took is said by the lines about settings; words not read only here.
      if (!u.read) out.otherwise.push({ text: u.text, ...placing.otherwise });
    } else if (placing) out.named.push({ text: u.text, attributes: placing.named });
  }
  for (const u of unread) {
    const words = (u.text.match(/[a-z0-9]+/gi) ?? []).map(normalWord);
    const names = out.placed
      .filter((p) => p.phrase === u.phrase)
      .map((p) => p.value.path.flatMap(nameWords).map(normalWord));
    const clauses = out.placed.filter((p) => p.phrase === u.phrase).map((p) => p.clause.toLowerCase());
    if (
      (words.length && names.some((n) => words.every((w) => n.includes(w)))) ||
      clauses.some((c) => c.includes(u.text.toLowerCase()))
    )
      out.within.push(u.text);
  }
  return out;
}

/** The "not read" lines with placed words left out and words naming attributes said with them. */
export function withPlacedNotRead(lines: readonly string[], placings: Placings): string[] {
  return lines.flatMap((line) => {
    const said = [...placings.placed.map((p) => p.text), ...placings.within];
    if (said.some((t) => line === GeneratorMessages.notRead(t))) return [];
    const otherwise = placings.otherwise.find((o) => line === GeneratorMessages.notRead(o.text));
    if (otherwise)
      return [
        GeneratorMessages.valueWrittenOtherwise(
          otherwise.text,
          otherwise.path,
          otherwise.type,
          otherwise.written,
          otherwise.value,
        ),
      ];
    const named = placings.named.find((n) => line === GeneratorMessages.notRead(n.text));
    return [named ? GeneratorMessages.notReadAttribute(named.text, named.attributes.join(' or ')) : line];
  });
}

/** Lines about words that were placed (a "written, not read" line now says less than is true): left out. */
export const withoutPlaced = (lines: readonly string[], placings: Placings) =>
  lines.filter(
    (line) => ![...placings.placed.map((p) => p.text), ...placings.within].some((t) => line.startsWith(`'${t}' (`)),
  );

/**
 * The "not covered" lines without those quoting only words of a placed value's clause with a number it
 * placed ("'10 GiB' (storage: ... does not set it)" beside the scan limit written in bytes): the value is written.
 */
export function withoutPlacedValues(lines: readonly string[], placings: Placings): string[] {
  return lines.filter((line) => {
    const quoted = /^'([^']+)'/.exec(line)?.[1]?.toLowerCase();
    // Said whole, with what the files hold instead, by the line about the words not read.
    if (quoted && placings.otherwise.some((o) => o.text.toLowerCase().includes(quoted) && line.includes(o.path)))
      return false;
    return !placings.placed.some(
      (p) =>
        quoted &&
        p.number &&
        p.clause.toLowerCase().includes(quoted) &&
        new RegExp(`(?<![\\d.])${p.number.replace('.', '\\.')}(?![\\d.])`).test(quoted),
    );
  });
}

/**
 * The "what I understood" entries with each placed value as a setting of the phrase's entry that
 * lists its resource (one made when none does).
 */
export function withPlacedSettings(
  covered: readonly Coverage[],
  placings: Placings,
  phrases: readonly string[],
): Coverage[] {
  const out = covered.map((c) => ({ ...c }));
  for (const p of placings.placed) {
    const setting = GeneratorMessages.explanation.setting(
      p.text,
      `${p.value.path.join('.')} = ${JSON.stringify(p.value.value)}`,
    );
    const entry = out.find((c) => c.resources.includes(p.value.address));
    if (entry) entry.settings = [...(entry.settings ?? []), setting];
    else out.push({ phrase: phrases[p.phrase] ?? p.text, resources: [p.value.address], settings: [setting] });
  }
  return out;
}
