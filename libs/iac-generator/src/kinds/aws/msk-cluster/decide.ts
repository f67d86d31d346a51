import { type Component } from '../../../model/types';

/** What the request's settings decide for a provisioned MSK cluster, once for every format. */
export function decide(c: Component) {
  return {
    // A stated broker type ("kafka.m5.large"); without one, each format keeps its own default.
    statedBrokerType: c.attrs.size?.startsWith('kafka.') ? c.attrs.size : undefined,
    volumeGb: c.attrs.storageGb ?? 100,
  };
}
