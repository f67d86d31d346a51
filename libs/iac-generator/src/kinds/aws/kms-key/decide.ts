import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';

/** What the request's settings decide for a KMS key, once for every format. */
export function decide(c: Component) {
  return {
    // KMS rotates between 90 and 2560 days; the default (365) when none is stated.
    rotationDays: c.attrs.rotationDays ? Math.min(2560, Math.max(90, Math.round(c.attrs.rotationDays))) : undefined,
    // KMS waits 7 to 30 days before deleting a key; the longest when none is stated.
    deletionWindowDays: Math.min(30, Math.max(7, c.attrs.deletionWindowDays ?? 30)),
    // The alias as stated ("alias/orders"); without one, each format names it from the key's name.
    statedAlias: c.attrs.path?.startsWith('alias/') ? asStated(c, c.attrs.path) : undefined,
  };
}
