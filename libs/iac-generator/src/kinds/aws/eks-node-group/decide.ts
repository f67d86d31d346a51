import { type Component } from '../../../model/types';
import { ec2Type } from '../settings';

/** What the request's settings decide for a node group, once for every format. */
export function decide(c: Component) {
  const desired = c.attrs.desired ?? c.attrs.nodes;
  const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
  return {
    // The desired node count as stated (or the node count), undefined when neither was.
    desired,
    min,
    max: Math.max(c.attrs.max ?? 3, min, desired ?? 0),
    instanceType: ec2Type(c, 't3.medium'),
    capacityType: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
    diskSizeGb: c.attrs.storageGb,
  };
}
