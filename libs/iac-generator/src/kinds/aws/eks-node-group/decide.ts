import { type Component } from '../../../model/types';
import { ec2Type } from '../settings';

const EC2_TYPE = /^[a-z][a-z0-9-]*\.(?:nano|micro|small|medium|large|metal|\d*xlarge)$/;

/** What the request's settings decide for a node group, once for every format. */
export function decide(c: Component) {
  const desired = c.attrs.desired ?? c.attrs.nodes;
  const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
  const max = Math.max(c.attrs.max ?? 3, min, desired ?? 0);
  return {
    // EKS refuses a desired size outside min..max, so the desired count (as stated, else the node
    // count, else the minimum) is kept within it: a stated desired below a stated minimum becomes
    // the minimum in every format, never an error at deploy time.
    desired: Math.min(max, Math.max(min, desired ?? min)),
    min,
    max,
    // The first type said, then every other one said for it ("m6i.xlarge or m5.xlarge"): a group,
    // spot capacity above all, draws from each of them.
    instanceTypes: [
      ...new Set([
        ec2Type(c, 't3.medium'),
        ...(c.settings ?? [])
          .map((s) => s.values?.size)
          .filter((v): v is string => typeof v === 'string' && EC2_TYPE.test(v)),
      ]),
    ],
    // Kubernetes labels stated for its nodes ("labelled workload=batch").
    labels: c.attrs.labels,
    capacityType: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
    diskSizeGb: c.attrs.storageGb,
  };
}
