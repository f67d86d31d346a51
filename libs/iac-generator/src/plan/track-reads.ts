/**
 * Which settings the writers honoured: while a plan is rendered, every attribute a writer reads
 * from a component is recorded. A stated setting ("3 replicas") that no writer read for its
 * component was not written, and the answer says so instead of dropping it silently.
 */
import { type Attrs, type Component, type Setting } from '../model/types';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';

// The families each kind's writers meet whatever is stated (kind.json `always`).
const ALWAYS = new Map(KIND_VOCABULARY.flatMap((v) => (v.always ? [[v.kind, new Set(v.always)] as const] : [])));

export type Reads = Map<Component, Set<string>>;

// The attributes as they were before wrapping, so asking what a component holds is not itself a read.
const unwrapped = new WeakMap<Component, Attrs>();
// What has been read of each component while it is tracked, for writers that read settings themselves.
const readsOf = new WeakMap<Component, Set<string>>();

/** The attributes a component holds, read without recording a read (the record is the writers'). */
export function attrsOf(c: Component): Attrs {
  return unwrapped.get(c) ?? c.attrs;
}

/**
 * Every value the request stated for one attribute of a component, in the order stated, for a writer
 * that writes them all ("requests 500m CPU, limits 1 CPU": the request and the limit); recorded so
 * each of those statements counts as honoured, not only the one the attribute holds.
 */
export function everyStated(c: Component, key: keyof Attrs): unknown[] {
  const held = c.attrs[key];
  readsOf.get(c)?.add(`every:${key}`);
  const stated = (c.settings ?? []).map((s) => s.values?.[key]).filter((v) => v !== undefined);
  return stated.length ? stated : held === undefined ? [] : [held];
}

// Attributes the planning itself wrote into another component (a store's asked access into the
// workload's grant): honoured as if its writers had read them.
const usedInPlanning = new WeakMap<Component, Set<string>>();

/** Records that planning wrote attribute `key` of `c` into what another component writes (a grant). */
export function usedWhilePlanning(c: Component, key: keyof Attrs): void {
  const used = usedInPlanning.get(c) ?? new Set<string>();
  used.add(key);
  usedInPlanning.set(c, used);
}

/** Wraps every component's attributes so reads are recorded; returns the record. */
export function trackReads(components: readonly Component[]): Reads {
  const reads: Reads = new Map();
  for (const c of components) {
    const seen = new Set<string>(usedInPlanning.get(c));
    reads.set(c, seen);
    readsOf.set(c, seen);
    unwrapped.set(c, c.attrs);
    const flags = c.attrs.flags;
    const trackedFlags = new Proxy(flags, {
      get(target, prop) {
        if (prop === 'has') return (f: string) => (seen.add(`flag:${f}`), target.has(f as never));
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    c.attrs = new Proxy(c.attrs, {
      get(target, prop, receiver) {
        if (prop === 'flags') return trackedFlags;
        if (typeof prop === 'string') seen.add(prop);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Attrs;
  }
  return reads;
}

/**
 * Whether a stated value is what the component holds: two statements of one attribute ("requests
 * 500m CPU ... limits 1 CPU", "namespace payments ... namespace gateway") fill it once, and only the
 * one it holds was written. Lists and maps hold a statement when they hold each of its entries.
 */
function holds(had: unknown, stated: unknown): boolean {
  if (Array.isArray(stated))
    return Array.isArray(had) && stated.every((v) => had.some((h) => JSON.stringify(h) === JSON.stringify(v)));
  if (stated && typeof stated === 'object')
    return (
      !!had &&
      typeof had === 'object' &&
      Object.entries(stated).every(([k, v]) => holds((had as Record<string, unknown>)[k], v))
    );
  return JSON.stringify(had) === JSON.stringify(stated);
}

/**
 * Whether a writer wrote `setting`: some component holding it had one of its attributes read, and
 * that attribute holds the value the setting stated (a flag, having no value, counts when read); or
 * its kind's writers meet its family whatever is stated.
 */
export function honoured(setting: Setting, components: readonly Component[], reads: Reads): boolean {
  return components.some((c) => {
    if (!c.settings?.includes(setting)) return false;
    if (setting.family && ALWAYS.get(c.kind)?.has(setting.family)) return true;
    const attrs = (unwrapped.get(c) ?? c.attrs) as unknown as Record<string, unknown>;
    return setting.keys.some((k) => {
      if (!reads.get(c)?.has(k)) return false;
      const stated = setting.values?.[k];
      const everyOne = reads.get(c)?.has(`every:${k}`);
      return k.startsWith('flag:') || stated === undefined || everyOne || holds(attrs[k], stated);
    });
  });
}
