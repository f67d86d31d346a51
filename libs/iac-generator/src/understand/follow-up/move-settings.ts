/** Settings the reading gave to one thing that a follow-up shows are another's. */
import { type Setting } from '../../model/types';
import { type Mention } from '../intent';

/**
 * Takes the settings of `from` that `which` picks away from it, for another thing; what they alone
 * gave `from` (a value no other of its settings holds, a flag only they raised) goes with them, so
 * `from` keeps its own values. Returns the settings taken.
 */
export function takeSettings(from: Mention, which: (s: Setting) => boolean): Setting[] {
  const moved = from.settings.filter(which);
  for (const s of moved) {
    from.settings = from.settings.filter((x) => x !== s);
    const attrs = from.attrs as unknown as Record<string, unknown>;
    for (const k of Object.keys(s.values ?? {})) {
      // A value its own settings still hold is theirs again (the reading may have let the taken one win).
      const kept = from.settings.findLast((o) => o.values?.[k] !== undefined);
      if (kept) attrs[k] = kept.values![k];
      else if (!from.settings.some((o) => o.keys.includes(k))) delete attrs[k];
    }
    for (const f of s.flags ?? [])
      if (!from.settings.some((o) => o.keys.includes(`flag:${f}`))) from.attrs.flags.delete(f);
  }
  return moved;
}
