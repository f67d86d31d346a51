/**
 * Intent -> component graph. Mentions of the same kind merge (names accumulate, counts take the
 * largest), then every kind's `needs` adds what a competent engineer would add without being
 * asked (a database gets subnets, a subnet group and a security group), until nothing changes.
 */
import { type Attrs, type Cloud, type Component, emptyAttrs } from '../model/types';
import { tfLabel } from '../model/hcl';
import { type Intent } from '../understand/understand';

export interface KindPlanner {
  kind: string;
  /** Default label when the prompt gives no name. */
  label: string;
  needs?: (c: Component, plan: Planner) => void;
}

const MAX_PER_KIND = 10;

export class Planner {
  readonly components: Component[] = [];
  private readonly labels = new Map<string, Set<string>>();

  constructor(
    readonly cloud: Cloud,
    readonly global: Attrs,
    private readonly kinds: ReadonlyMap<string, KindPlanner>,
  ) {}

  knows(kind: string): boolean {
    return this.kinds.has(kind);
  }
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
  add(kind: string, opts: { name?: string; implicit?: string; attrs?: Partial<Attrs>; phrase?: number; label?: string; config?: Record<string, unknown> } = {}): Component {
    const attrs = { ...emptyAttrs(), ...opts.attrs, flags: new Set(opts.attrs?.flags ?? []) };
    for (const f of this.global.flags) attrs.flags.add(f);
    const c: Component = {
      id: this.uniqueLabel(kind, opts.name ?? opts.label ?? this.kinds.get(kind)?.label ?? 'this'),
      kind,
      name: opts.name,
      attrs,
      implicit: opts.implicit,
      phrase: opts.phrase,
      ref: {},
      config: { ...opts.config },
    };
    this.components.push(c);
    return c;
  }

  /** The first component of a kind, added (as implicit) when there is none. */
  ensure(kind: string, implicit: string, opts: { attrs?: Partial<Attrs>; label?: string; config?: Record<string, unknown> } = {}): Component {
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

  /** Runs every component's needs until no new component appears. */
  expand(): void {
    for (let i = 0; i < this.components.length && i < 400; i++) {
      const c = this.components[i];
      this.kinds.get(c.kind)?.needs?.(c, this);
    }
  }
}

/** Turns the intent's mentions into explicit components, merging repeats of a kind. */
export function planFromIntent(intent: Intent, kinds: ReadonlyMap<string, KindPlanner>, resolve: (kind: string, intent: Intent) => string | null): Planner {
  const plan = new Planner(intent.cloud, intent.global, kinds);
  const byKind = new Map<string, { names: string[]; count: number; attrs: Attrs; phrase: number }>();
  for (const m of intent.mentions) {
    const kind = resolve(m.kind, intent);
    if (!kind || !kinds.has(kind)) continue;
    const seen = byKind.get(kind);
    if (!seen) {
      byKind.set(kind, { names: [...m.names], count: m.count, attrs: cloneAttrs(m.attrs), phrase: m.phrase });
      continue;
    }
    for (const n of m.names) if (!seen.names.includes(n)) seen.names.push(n);
    seen.count = Math.max(seen.count, m.count);
    mergeAttrs(seen.attrs, m.attrs);
  }
  for (const [kind, m] of byKind) {
    const count = Math.min(Math.max(m.count, m.names.length, 1), MAX_PER_KIND);
    for (let i = 0; i < count; i++) plan.add(kind, { name: m.names[i], attrs: m.attrs, phrase: m.phrase });
  }
  plan.expand();
  return plan;
}

function cloneAttrs(a: Attrs): Attrs {
  return { ...a, ports: [...a.ports], regions: [...a.regions], zones: [...a.zones], cidrs: [...a.cidrs], flags: new Set(a.flags) };
}

function mergeAttrs(into: Attrs, from: Attrs): void {
  for (const [k, v] of Object.entries(from) as [keyof Attrs, unknown][]) {
    if (v === undefined) continue;
    if (k === 'flags') for (const f of from.flags) into.flags.add(f);
    else if (Array.isArray(v)) for (const x of v) if (!(into[k] as unknown[]).includes(x)) (into[k] as unknown[]).push(x);
    else if (into[k] === undefined) (into as unknown as Record<string, unknown>)[k] = v;
  }
}
