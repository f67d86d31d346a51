/**
 * The moves to colder storage classes said of a store, in the order they happen (by days): a
 * request may say several ("to nearline after 30 days and to coldline after 90"), and each is
 * written as its own rule or tier. A store given only the single pair (a follow-up, an older
 * reading) has that one move.
 */
import { type Attrs } from './types';

export interface Transition {
  storageClass: string;
  days: number;
}

export function transitionsOf(attrs: Pick<Attrs, 'transitions' | 'transitionDays' | 'transitionClass'>): Transition[] {
  const listed = attrs.transitions ?? [];
  const single =
    attrs.transitionDays !== undefined
      ? [{ storageClass: attrs.transitionClass ?? '', days: attrs.transitionDays }]
      : [];
  const all = listed.length ? listed : single;
  // One move per day count: the same day said twice is one move (the first said).
  const seen = new Set<number>();
  return [...all].sort((a, b) => a.days - b.days).filter((t) => !seen.has(t.days) && seen.add(t.days) !== undefined);
}
