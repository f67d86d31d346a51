import { type Component } from '../../../model/types';
import { WINDOWS_ROOT_GB, windowsRelease } from '../windows';

/** What the request's settings decide for a launch template, once for every format. */
export function decide(c: Component) {
  return { rootVolumeGb: c.attrs.storageGb ?? (windowsRelease(c) ? WINDOWS_ROOT_GB : 20) };
}
