/** What the planning records of Azure's storage and databases share. */
import { type Component } from '../../model/types';
import { dnsLabel } from '../../model/names';
import { azName } from './common';

/**
 * A blob container's name: for one named inside its account, the name the request gave it there
 * (read from the account, whose stated children it honours); otherwise its own name or label.
 */
export function containerName(c: Component): string {
  const [i, j] = (c.config.child as [number, number] | undefined) ?? [];
  const given =
    i === undefined || j === undefined ? undefined : (c.ref.account as Component).attrs.children?.[i]?.names[j];
  return given ? dnsLabel(given, 63) : azName(c, 63);
}
