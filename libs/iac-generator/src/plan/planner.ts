/**
 * Intent -> component graph. Mentions of the same kind merge (names accumulate, counts take the
 * largest), then every kind's `needs` adds what a competent engineer would add without being
 * asked (a database gets subnets, a subnet group and a security group), until nothing changes.
 */
import { isIdentifier, labelOf } from '../model/identifiers';
import { GeneratorMessages } from '@infragen/contracts';
import { type Attrs, type Cloud, type Component, emptyAttrs, type Setting } from '../model/types';
import { tfLabel } from '../model/hcl';
import { type Intent, type Mention } from '../understand/understand';
import { FAMILIES, type Family } from '../understand/settings';

export interface KindPlanner {
  kind: string;
  /** Default label when the prompt gives no name. */
  label: string;
  needs?: (c: Component, plan: Planner) => void;
}

const MAX_PER_KIND = 10;
// Regional parts of a global network: one for each region the request names.
const PER_REGION = /^gcp\.compute_subnetwork$/;
// Words for a part of a component rather than a component of its own (a cluster's system node pool).
const PART_OF = /\bsubscri(?:ptions?|bers?)\b|\b(?:system|default) (?:node )?pool\b|\bsystem nodes\b/;

// The head word of a part a kind holds, said as the kind's own word ("backup policy" for a Recovery Services vault).
const OWN_PART = /^polic(?:y|ies)$/;

/** A stated value for one attribute of a resource written (by its address), set by the renderer. */
export interface PlacedValue {
  address: string;
  /** Blocks, then the attribute. */
  path: string[];
  value: string | number | boolean;
}

export class Planner {
  readonly components: Component[] = [];
  /** Stated settings whose component was dropped and that nothing else planned can take. */
  readonly orphans: Setting[] = [];
  /** Kinds the request ruled out ("no NAT gateway"): one added for wiring anyway says so. */
  readonly ruledOut = new Set<string>();
  /** What a ruled-out kind leaves undone (private workloads without egress), said as "not covered" lines. */
  readonly unmet: string[] = [];
  /** The request's phrases as written: a connection said in words of its own ("runs on every new object") is read there. */
  phrases: readonly string[] = [];
  /** The words of those phrases the wiring read and wrote (by phrase): they are no "not read" words. */
  readonly wiredWords: { phrase: number; text: string }[] = [];
  /**
   * Values stated for attributes of written resources that no writer took, each placed by its
   * resource's schema (targets/placed/): the renderer writes them into those resources.
   */
  placed: readonly PlacedValue[] = [];
  private readonly labels = new Map<string, Set<string>>();

  constructor(
    readonly cloud: Cloud,
    readonly global: Attrs,
    private readonly kinds: ReadonlyMap<string, KindPlanner>,
  ) {}

  all(kind: string): Component[] {
    return this.components.filter((c) => c.kind === kind);
  }
  first(kind: string): Component | undefined {
    return this.components.find((c) => c.kind === kind);
  }
  has(kind: string): boolean {
    return this.components.some((c) => c.kind === kind);
  }

  /** Adds a component; `implicit` says why when the user did not ask for it. */
  add(
    kind: string,
    opts: {
      name?: string;
      implicit?: string;
      attrs?: Partial<Attrs>;
      phrase?: number;
      label?: string;
      config?: Record<string, unknown>;
    } = {},
  ): Component {
    const attrs = { ...emptyAttrs(), ...opts.attrs, flags: new Set(opts.attrs?.flags ?? []) };
    for (const f of this.global.flags) attrs.flags.add(f);
    const c: Component = {
      // An identifier ("arn:aws:iam::1:role/app") is labelled by the name inside it.
      id: this.uniqueLabel(
        kind,
        (opts.name && isIdentifier(opts.name) ? labelOf(opts.name) : opts.name) ??
          opts.label ??
          this.kinds.get(kind)?.label ??
          'this',
      ),
      kind,
      name: opts.name,
      attrs,
      implicit:
        opts.implicit && this.ruledOut.has(kind) ? GeneratorMessages.addedThoughRuledOut(opts.implicit) : opts.implicit,
      phrase: opts.phrase,
      ref: {},
      config: { ...opts.config },
    };
    this.components.push(c);
    return c;
  }

  /** The first component of a kind, added (as implicit) when there is none. */
  ensure(
    kind: string,
    implicit: string,
    opts: { attrs?: Partial<Attrs>; label?: string; config?: Record<string, unknown> } = {},
  ): Component {
    return this.first(kind) ?? this.add(kind, { implicit, ...opts });
  }

  private uniqueLabel(kind: string, wanted: string): string {
    const used = this.labels.get(kind) ?? new Set<string>();
    this.labels.set(kind, used);
    const base = tfLabel(wanted);
    let label = base;
    for (let i = 2; used.has(label); i++) label = `${base}_${i}`;
    used.add(label);
    return label;
  }

  /** Gives `to` the settings of `from` it carries out on its behalf (a function's schedule to its trigger). */
  /** Records that the wiring read and wrote these words of a phrase. */
  wired(phrase: number, text: string): void {
    this.wiredWords.push({ phrase, text: text.toLowerCase() });
  }

  handOver(from: Component, to: Component, ...labels: string[]): void {
    const moved = (from.settings ?? []).filter((s) => labels.includes(s.label));
    to.settings = [...(to.settings ?? []), ...moved.filter((s) => !to.settings?.includes(s))];
  }

  /** Runs every component's needs until no new component appears. */
  expand(): void {
    for (let i = 0; i < this.components.length && i < 400; i++) {
      const c = this.components[i];
      this.kinds.get(c.kind)?.needs?.(c, this);
    }
  }
}

/** Turns the intent's mentions into explicit components, merging repeats of a kind. */
export function planFromIntent(
  intent: Intent,
  kinds: ReadonlyMap<string, KindPlanner>,
  resolve: (kind: string, intent: Intent, mention?: Mention) => string | null,
  /** Components added as they are (minimal blocks from the catalogue), with the phrase they answer. */
  extras: { kind: string; name?: string; phrase: number; label: string; config: Record<string, unknown> }[] = [],
): Planner {
  const plan = new Planner(intent.cloud, spreadFlags(intent), kinds);
  plan.phrases = intent.phrases;
  for (const kind of intent.ruledOut ?? []) plan.ruledOut.add(resolve(kind, intent) ?? kind);
  interface Group {
    kind: string;
    names: string[];
    count: number;
    attrs: Attrs;
    phrase: number;
    settings: Setting[];
    indefinite?: boolean;
    text?: string;
    /** The phrases that spoke of it: mentions in one of them are this thing again. */
    phrases: Set<number>;
  }
  const groups: Group[] = [];
  const homeless: { setting: Setting; mention: Mention }[] = [];
  for (const m of intent.mentions) {
    const kind = resolve(m.kind, intent, m);
    if (!kind || !kinds.has(kind)) {
      // A mention read as part of another ("backups" of a database) hands its settings on.
      if (kind === null) for (const setting of m.settings) homeless.push({ setting, mention: m });
      continue;
    }
    // Repeats of a kind are one component ("a bucket ... the bucket should be private"), unless
    // the request asks for another one.
    // "an nginx deployment ... and a Node.js deployment": two introduced in different phrases are two.
    // "a managed Postgres ... an RDS PostgreSQL 15 instance": a bare mention (no name, no setting) and a
    // differently worded one of the same kind are one thing said twice, the second time more precisely.
    const bare = (x: { names: string[]; settings: Setting[] }) => !x.names.length && !x.settings.length;
    // "a log shipper on every node ... a fluent-bit DaemonSet with image x": a description and the kind's word,
    // sharing no word and no setting of one family with another value, are one thing said twice too.
    const wordsOf = (t?: string) => new Set((t ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    const shareWord = (a?: string, b?: string) => [...wordsOf(a)].some((w) => wordsOf(b).has(w));
    const conflict = (a: Setting[], b: Setting[]) =>
      a.some((x) =>
        b.some((y) => !!x.family && x.family === y.family && JSON.stringify(x.values) !== JSON.stringify(y.values)),
      );
    const described = (g: Group) =>
      (!g.names.length || !m.names.length) && !shareWord(g.text, m.text) && !conflict(g.settings, m.settings);
    const sameThing = (g: Group) => (bare(g) || bare(m) || described(g)) && g.text !== m.text;
    // "3 public subnets, 3 private subnets": things of one kind in different tiers are different things.
    const otherTier = (g: Group) => !!tierIn(g.text) && !!tierIn(m.text) && tierIn(g.text) !== tierIn(m.text);
    // "an email subscription to it": a subscription the kind carries (an SNS topic's) is part of the
    // one already asked for, never a second one.
    const part = PART_OF.test(m.text ?? '') && !/subscription/.test(kind);
    // "a bucket photos-in ... our existing bucket photos-backup": one the user has and one asked for under another
    // name, or with "a" in the same phrase, are two things, never one existing or one new. (A follow-up's existing
    // one said in place of the new one asked before is that one: "no new VPC, use our existing vpc X".)
    // Only when said by the same head word: "a key storage-cmk from our existing key vault X" is another kind's word.
    const head = (t?: string) => (t ?? '').trim().split(/\s+/).at(-1)?.toLowerCase();
    const otherOwner = (g: Group) =>
      g.attrs.flags.has('existing') !== m.attrs.flags.has('existing') &&
      head(g.text) === head(m.text) &&
      (((!!g.indefinite || !!m.indefinite) && g.phrases.has(m.phrase)) ||
        (!!g.names.length && !!m.names.length && !m.names.some((n) => g.names.includes(n))));
    // "a Deployment cart running A and a Deployment search running B": two said with "a" and a name of
    // their own in one phrase, each with its own value of one setting, are two things keeping their own
    // values, never one with the first value.
    const ownValues = (g: Group) =>
      !!g.indefinite &&
      !!m.indefinite &&
      g.phrases.has(m.phrase) &&
      !!g.names.length &&
      !!m.names.length &&
      !m.names.some((n) => g.names.includes(n)) &&
      g.settings.some((x) =>
        m.settings.some(
          (y) => !!x.family && x.family === y.family && JSON.stringify(x.values) !== JSON.stringify(y.values),
        ),
      );
    const seen = m.separate
      ? undefined
      : groups.find(
          (g) =>
            g.kind === kind &&
            !otherTier(g) &&
            !otherOwner(g) &&
            !ownValues(g) &&
            (part || !(m.indefinite && g.indefinite && !g.phrases.has(m.phrase) && !sameThing(g))),
        );
    if (!seen) {
      const attrs = cloneAttrs(m.attrs);
      // A tier named with the thing is its tier, whatever else its phrase says.
      const tier = tierIn(m.text);
      if (tier) attrs.flags.delete(tier === 'public' ? 'private' : 'public');
      groups.push({
        kind,
        names: [...m.names],
        count: m.count,
        attrs,
        phrase: m.phrase,
        settings: [...m.settings],
        indefinite: m.indefinite,
        text: m.text,
        phrases: new Set([m.phrase]),
      });
      continue;
    }
    // "vault rsv-x + vm backup policy nightly": the same kind said again by the word of a part it holds names that
    // part, never a second thing of the kind ("policy" of a Recovery Services vault read by "backup policy").
    const partWord = head(m.text) !== head(seen.text) ? OWN_PART.exec(head(m.text) ?? '')?.[0] : undefined;
    if (partWord && m.names.length) (seen.attrs.children ??= []).push({ word: partWord, names: [...m.names] });
    for (const n of partWord ? [] : m.names) if (!seen.names.includes(n)) seen.names.push(n);
    seen.count = Math.max(seen.count, m.count);
    seen.phrases.add(m.phrase);
    mergeAttrs(seen.attrs, m.attrs);
    seen.settings.push(...m.settings.filter((x) => !seen.settings.includes(x)));
  }
  for (const { setting, mention } of homeless) {
    // That a thing exists already is said of that thing only; it never moves to another.
    const fits = setting.family === 'existing' ? [] : groups.filter((g) => fitsFamily(setting.family, g.kind));
    const home = fits.sort((a, b) => Math.abs(a.phrase - mention.phrase) - Math.abs(b.phrase - mention.phrase))[0];
    if (!home) {
      plan.orphans.push(setting);
      continue;
    }
    home.settings.push(setting);
    const attrs = home.attrs as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(setting.values ?? {})) if (v !== undefined) attrs[k] ??= v;
    for (const f of setting.flags ?? []) home.attrs.flags.add(f);
  }
  for (const g of groups) {
    // "subnets in asia-east1 and us-east4": a network spans regions, its subnets are one per region.
    const perRegion = PER_REGION.test(g.kind) && g.attrs.regions.length > 1 ? g.attrs.regions : undefined;
    // "two public and three private subnets": one group, its tiers by count.
    const tiers = (g.attrs.publicSubnets ?? 0) + (g.attrs.privateSubnets ?? 0);
    const count = Math.min(Math.max(tiers || g.count, g.names.length, perRegion?.length ?? 1), MAX_PER_KIND);
    for (let i = 0; i < count; i++) {
      const region = perRegion?.[i];
      let attrs = region ? { ...cloneAttrs(g.attrs), regions: [region] } : g.attrs;
      if (tiers) {
        const tier = i < (g.attrs.publicSubnets ?? 0) ? 'public' : 'private';
        attrs = cloneAttrs(g.attrs);
        attrs.flags.delete(tier === 'public' ? 'private' : 'public');
        attrs.flags.add(tier);
      }
      const c = plan.add(g.kind, { name: g.names[i], attrs, phrase: g.phrase });
      c.settings = [...g.settings];
      if (region) c.settings.push({ label: 'region', keys: ['regions'], text: region, phrase: g.phrase });
    }
  }
  for (const e of extras) plan.add(e.kind, { name: e.name, phrase: e.phrase, config: e.config, label: e.label });
  plan.expand();
  // Words a connection was read from ("every new object", "AuditEvent logs") are the wiring's, not unread.
  const wired = (n: { phrase: number; text: string }) =>
    plan.wiredWords.some((w) => w.phrase === n.phrase && w.text.includes(n.text.toLowerCase()));
  // In place: the answer reads these lists from the intent the plan was made from.
  for (const list of [intent.unread, intent.notRead])
    for (let i = list.length - 1; i >= 0; i--) if (wired(list[i])) list.splice(i, 1);
  return plan;
}

/** The network tier a mention's own words name ("public subnets"), if any. */
function tierIn(text: string | undefined): 'public' | 'private' | undefined {
  return /\bpublic\b/.test(text ?? '') ? 'public' : /\bprivate\b/.test(text ?? '') ? 'private' : undefined;
}

function cloneAttrs(a: Attrs): Attrs {
  return {
    ...a,
    ports: [...a.ports],
    regions: [...a.regions],
    zones: [...a.zones],
    cidrs: [...a.cidrs],
    children: a.children && [...a.children],
    flags: new Set(a.flags),
  };
}

function mergeAttrs(into: Attrs, from: Attrs): void {
  const target = into as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(from) as [keyof Attrs, unknown][]) {
    if (v === undefined) continue;
    if (k === 'flags') {
      for (const f of from.flags) into.flags.add(f);
    } else if (Array.isArray(v)) {
      // Lists a mention may leave out (the things inside a component) start empty.
      const list = (target[k] ??= []) as unknown[];
      for (const x of v) if (!list.includes(x)) list.push(x);
    } else if (target[k] === undefined) target[k] = v;
  }
}

function fitsFamily(family: string | undefined, kind: string): boolean {
  return !family || (FAMILIES[family as Family]?.test(kind.slice(kind.indexOf('.') + 1)) ?? true);
}

/**
 * The request's yes/no properties that hold for everything it adds: those said of no particular
 * thing ("encrypt everything"). One said of a thing in its own words ("an SQS FIFO queue ...
 * subscribed to our standard SNS topic") is that thing's, never every other component's.
 */
function spreadFlags(intent: Intent): Attrs {
  const own = new Set(intent.mentions.flatMap((m) => [...m.attrs.flags]));
  const spread = [...intent.global.flags].filter(
    (f) => !own.has(f) || intent.mentions.every((m) => m.attrs.flags.has(f)),
  );
  return spread.length === intent.global.flags.size ? intent.global : { ...intent.global, flags: new Set(spread) };
}
