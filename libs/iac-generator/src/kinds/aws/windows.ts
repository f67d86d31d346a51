/**
 * Windows machines on AWS, shared by every output target's writer and by the planning: which
 * Windows Server release a machine said to run Windows gets, and the root volume it needs.
 */
import { type Component } from '../../model/types';

// Windows Server releases AWS publishes (English, full base), newest first.
const WINDOWS_RELEASES = ['2025', '2022', '2019', '2016'];

/** A Windows Server AMI's snapshot is 30 GB: a smaller root volume cannot launch, so Windows starts at 50 GB. */
export const WINDOWS_ROOT_GB = 50;

/** The Windows Server release of a machine said to run Windows: the one said when AWS has it, else the newest. */
export function windowsRelease(c: Component): string | undefined {
  if (!/^windows/i.test(String(c.attrs.os ?? ''))) return undefined;
  const said = c.attrs.osVersion;
  return said && WINDOWS_RELEASES.includes(said) ? said : WINDOWS_RELEASES[0];
}
