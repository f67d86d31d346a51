/**
 * Which settings the writers honoured: while a plan is rendered, every attribute a writer reads
 * from a component is recorded. A stated setting ("3 replicas") that no writer read for its
 * component was not written, and the answer says so instead of dropping it silently.
 */
import { type Attrs, type Component, type Setting } from '../model/types';

export type Reads = Map<Component, Set<string>>;

/** Wraps every component's attributes so reads are recorded; returns the record. */
export function trackReads(components: readonly Component[]): Reads {
  const reads: Reads = new Map();
  for (const c of components) {
    const seen = new Set<string>();
    reads.set(c, seen);
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

/** Whether some component holding `setting` had one of its attributes read. */
export function honoured(setting: Setting, components: readonly Component[], reads: Reads): boolean {
  return components.some((c) => c.settings?.includes(setting) && setting.keys.some((k) => reads.get(c)?.has(k)));
}
