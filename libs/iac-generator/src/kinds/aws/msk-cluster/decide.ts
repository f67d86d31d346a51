import { type Component } from '../../../model/types';

/** What the request's settings decide for a provisioned MSK cluster, once for every format. */
export function decide(c: Component) {
  // MSK spreads brokers evenly over its client subnets (one per zone), so the count is a multiple of
  // them: one broker per subnet unless stated, a stated count rounded up to the next multiple.
  const subnets = (c.ref.subnets as Component[] | undefined)?.length || 3;
  return {
    brokers: Math.max(1, Math.ceil((c.attrs.nodes ?? subnets) / subnets)) * subnets,
    // A stated version that looks like one ("3.7.x", "3.6.0"), else 3.6.0.
    version: c.attrs.version && /^\d+\.\d+/.test(c.attrs.version) ? c.attrs.version : '3.6.0',
    // A stated broker type ("kafka.m5.large"), else kafka.t3.small: the smallest broker MSK offers,
    // like the smallest defaults of the other data services here; a starting point moves to a larger
    // type in place when its throughput asks for it.
    brokerType: c.attrs.size?.startsWith('kafka.') ? c.attrs.size : 'kafka.t3.small',
    volumeGb: c.attrs.storageGb ?? 100,
  };
}
