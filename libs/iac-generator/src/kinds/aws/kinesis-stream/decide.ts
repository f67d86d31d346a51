import { type Component } from '../../../model/types';

/** What the request's settings decide for a stream, once for every format. */
export function decide(c: Component) {
  // A stream with a stated shard count or provisioned capacity is provisioned; otherwise on-demand.
  const provisioned = c.attrs.capacityMode === 'provisioned' || c.attrs.shards !== undefined;
  return {
    provisioned,
    shards: provisioned ? (c.attrs.shards ?? 1) : undefined,
    // Kinesis keeps records from 24 hours to 365 days; a stated retention is clamped into that range.
    retentionHours: Math.min(8760, Math.max(24, Math.round((c.attrs.retentionDays ?? 1) * 24))),
  };
}
