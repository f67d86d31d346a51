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

/**
 * The step the group scales out by when an alarm fires, with its cooldown: stated ("add 2 instances, 300
 * second cooldown"), or, where `always` (Terraform's own step policy beside a new group tracking nothing),
 * one instance. None for a group tracking its CPU, and none asked of a group that already exists.
 */
export function scaleOutStep(c: Component, always: boolean) {
  const said = c.attrs.scaleOutStep;
  const existing = c.attrs.flags.has('existing');
  if (said === undefined && (existing || !always)) return undefined;
  if (!existing && tracksCpu(c)) return undefined;
  return { step: said ?? 1, cooldown: c.attrs.cooldownSeconds ?? 300 };
}
