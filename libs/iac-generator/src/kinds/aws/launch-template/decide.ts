import { type Component } from '../../../model/types';

/** What the request's settings decide for a launch template, once for every format. */
export function decide(c: Component) {
  return { rootVolumeGb: c.attrs.storageGb ?? 20 };
}
