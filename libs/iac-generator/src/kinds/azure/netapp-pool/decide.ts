import { type Component } from '../../../model/types';
import { azName } from '../common';
import { serviceLevel } from '../netapp';

/** A capacity pool, once for every format: its service level and size in whole TiB (4 when none is said, at least 1). */
export function decide(c: Component) {
  const gb = c.attrs.storageGb;
  const tib = gb === undefined ? 4 : Math.max(1, Math.ceil(gb / 1024));
  return { name: azName(c, 64), level: serviceLevel(c), tib, account: c.ref.account as Component };
}
