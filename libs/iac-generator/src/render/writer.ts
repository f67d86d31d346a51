/**
 * The one way a kind is written for an output target: each cloud exports, per target, a table of
 * writers keyed by kind id, and the target's renderer receives that table as a parameter.
 */
import { type Component } from '../model/types';

/** Writes one planned component into the context `X` of one output target. */
export interface KindWriter<X> {
  write: (c: Component, x: X) => void;
  /**
   * For one the request says exists (referred to, not written): what it holds towards the new ones
   * (an existing topic's subscription to a new queue), which are created with them.
   */
  referred?: (c: Component, x: X) => void;
}

/** One output target's writers by kind id; a kind missing from it has nothing written for that target. */
export type WriterTable<W> = ReadonlyMap<string, W>;

/** Joins the per-family writer objects of one cloud and target into its table. */
export function writerTable<W>(...families: Readonly<Record<string, W>>[]): WriterTable<W> {
  return new Map(families.flatMap((family) => Object.entries(family)));
}
