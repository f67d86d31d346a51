import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** What the request's settings decide for a Log Analytics workspace, once for every format. */
export function decide(c: Component) {
  return {
    name: ownName(c, 'log'),
    sku: 'PerGB2018',
    // A workspace keeps data 30 to 730 days.
    retentionDays: Math.min(730, Math.max(30, c.attrs.retentionDays ?? 30)),
    dailyCapGb: c.attrs.dailyCapGb,
  };
}
