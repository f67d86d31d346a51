import { type Component } from '../../../model/types';
import { tracksCpu } from '../compute';

/** What the request's settings decide for an Auto Scaling group, once for every format. */
export function decide(c: Component) {
  // At least one server and three at most unless stated; the desired count stays between them.
  const min = c.attrs.min ?? 1;
  const max = Math.max(c.attrs.max ?? 3, min);
  return {
    min,
    max,
    desired: Math.min(Math.max(c.attrs.desired ?? min, min), max),
    // A stated CPU target is tracked; without one, Terraform adds a step policy of its own.
    tracksCpu: tracksCpu(c),
  };
}
