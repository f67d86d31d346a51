/**
 * Names of Azure resources. A name the request gave is written as given (in Azure's spelling),
 * with no type prefix and no random suffix: the user chose it, and a deployment that finds it
 * taken says so plainly, where a changed name would be a silent drop. Without one, a resource is
 * named by its type's usual prefix before its label ("log-main"), and a globally unique one gets a
 * suffix made once per deployment.
 */
import { alnum, dnsLabel } from '../../model/names';
import { type Component } from '../../model/types';

/** How a kind spells names: DNS-label style (letters, digits, '-'), or letters and digits only (storage, registries). */
export type Spelling = 'label' | 'alnum';

/** The name the request gave the component, in the kind's spelling, at most `max` long; none when it gave none. */
export function statedName(c: Component, max = 60, spelling: Spelling = 'label'): string | undefined {
  if (!c.name) return undefined;
  return spelling === 'alnum' ? alnum(c, max) : dnsLabel(c, max);
}

/** The name the request gave, else the type's prefix before the label ("vnet-main"). */
export const ownName = (c: Component, prefix: string, max = 60): string =>
  statedName(c, max) ?? `${prefix}-${dnsLabel(c, max - prefix.length - 1)}`;
