/**
 * A scale set's autoscale, from the range the request states ("at least 2 and at most 10
 * instances") and, when a target use is stated ("scale out above 70% CPU"), a rule adding an
 * instance above it and one removing an instance well below it, so the set does not flap between
 * the two. Written by every Azure format (azurerm_monitor_autoscale_setting,
 * Microsoft.Insights/autoscalesettings); nothing when no range is stated.
 */
import { type Component } from '../../model/types';

export interface Autoscale {
  min: number;
  max: number;
  initial: number;
  /** The rules: CPU above `out` adds `outStep` instances, below `in` removes `inStep`, averaged over `window`. */
  cpu?: { out: number; in: number; window: string; outStep: number; inStep: number };
}

// Azure autoscale averages a metric over 5 minutes to 12 hours; the time said ("above 75% for 10
// minutes") is that window, 5 minutes when none is said.
const windowOf = (minutes: number | undefined) => `PT${Math.min(Math.max(minutes ?? 5, 5), 720)}M`;

export function autoscaleOf(c: Component): Autoscale | undefined {
  const { min, max } = c.attrs;
  if (min === undefined && max === undefined) return undefined;
  // "add autoscaling" is honoured by the setting written here, with the range stated.
  void c.attrs.flags.has('autoscaling');
  const lo = Math.max(min ?? 1, 0);
  const hi = Math.max(max ?? lo, lo);
  // The count the scale set is written with (its own default, 2), kept within the range.
  const initial = Math.min(Math.max(c.attrs.desired ?? min ?? 2, lo), hi);
  const target = c.attrs.targetMetric === 'memory' ? undefined : c.attrs.targetPercent;
  return {
    min: lo,
    max: hi,
    initial,
    cpu:
      target === undefined
        ? undefined
        : {
            out: target,
            // The use said for removing instances, else one well below the target.
            in:
              c.attrs.scaleInPercent !== undefined && c.attrs.scaleInPercent < target
                ? c.attrs.scaleInPercent
                : Math.max(10, target - 30),
            window: windowOf(c.attrs.sustainedMinutes),
            outStep: c.attrs.scaleOutStep ?? 1,
            inStep: c.attrs.scaleInStep ?? 1,
          },
  };
}
