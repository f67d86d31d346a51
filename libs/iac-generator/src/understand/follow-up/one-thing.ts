/**
 * "Memorystore for Redis 7.2, 5 GB, named sessions-cache", then "bump sessions-cache to 16 GB": the
 * first turn read two mentions of one thing ("Memorystore", "Redis"), and the reading gave the
 * follow-up's value to the one that holds the name. Both are the one thing the planner writes, so
 * what a later turn said of either is said of both: else the value written could be the old one.
 */
import { type Mention } from '../intent';
import { adopt } from './values';

/**
 * Mentions of one kind read in one phrase are one thing, unless one was asked as another of its kind
 * or each has names of its own ("a Deployment cart ... and a Deployment search").
 */
export const oneThing = (a: Mention, b: Mention) =>
  a !== b &&
  a.kind === b.kind &&
  a.phrase === b.phrase &&
  !a.separate &&
  !b.separate &&
  !(a.names.length && b.names.length && !a.names.some((n) => b.names.includes(n)));

/** Gives every mention of one thing the settings turn `t` stated of any of them. */
export function shareTurnSettings(model: Mention[], t: number, turn: (phrase: number) => number): void {
  for (const m of model) {
    if (turn(m.phrase) >= t) continue;
    const said = model
      .filter((x) => oneThing(m, x))
      .flatMap((x) => x.settings.filter((s) => turn(s.phrase) === t && !m.settings.includes(s)));
    if (said.length) adopt(m, [...new Set(said)]);
  }
}
