/** Planning shared by clouds that run each workload under an identity of its own. */
import { type Component } from '../model/types';
import { type Planner } from '../plan/planner';
import { isIdentifier } from '../model/identifiers';

/**
 * The identity `c` runs as: an identity of `kind` the request asked for that no workload has
 * claimed yet, else one added for `c` (`why` says why). It is recorded as `c.ref.serviceAccount`.
 */
export function ownIdentity(
  c: Component,
  plan: Planner,
  kind: string,
  why: string,
  // Whether an asked-for identity may be this one's (one the request gave another use is not).
  mayUse: (s: Component) => boolean = () => true,
): Component {
  const free = plan.all(kind).find((s) => !s.implicit && !s.config.for && mayUse(s));
  // Named after the workload's given name when it has one ("checkout-web"), never the stock label ("app").
  const label = c.name && !isIdentifier(c.name) ? c.name : c.id;
  const sa = free ?? plan.add(kind, { implicit: why, label });
  sa.config.for = c.id;
  c.ref.serviceAccount = sa;
  return sa;
}
