import { type Component } from '../../../model/types';
import { snapshotCadence, snapshotsKept } from '../named-services';

/** What the request's settings decide for a snapshot policy, once for every format. */
export function decide(c: Component) {
  const cadence = snapshotCadence(c.attrs.schedule);
  return { everyHours: cadence.hours, times: cadence.time ? [cadence.time] : undefined, keep: snapshotsKept(c) };
}
