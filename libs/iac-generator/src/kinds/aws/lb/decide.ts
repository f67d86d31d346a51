import { type Component } from '../../../model/types';
import { lbType } from '../edge';

/** What the request's settings decide for a load balancer, once for every format. */
export function decide(c: Component, plan: { all(kind: string): Component[] }) {
  const type = lbType(c);
  const eips = type === 'network' ? plan.all('aws.eip') : [];
  return {
    type,
    internal: c.attrs.flags.has('internal') || c.attrs.flags.has('private'),
    // A network load balancer with Elastic IPs takes one in each subnet (fixed addresses to allow
    // in a firewall), in turn when there are fewer addresses than subnets.
    subnetEips: eips.length
      ? ((c.ref.subnets as Component[] | undefined) ?? []).map((subnet, i) => ({ subnet, eip: eips[i % eips.length] }))
      : undefined,
    // Deletion protection on every load balancer (Security Hub ELB.6), internal ones too: a deleted
    // one takes its DNS name with it, and every client that resolves it breaks.
    deletionProtection: true,
  };
}
