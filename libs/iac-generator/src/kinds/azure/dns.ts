/** Private DNS zones: names that resolve only inside the virtual networks linked to the zone. */
import { type Kind } from '../kind';

export const DNS_KINDS: Kind[] = [];

/** "a private DNS zone", "privatelink.blob.core.windows.net": a zone seen only from linked networks. */
export const isPrivateZone = (text: string | undefined, domain: string | undefined): boolean =>
  /\bprivate\b/i.test(text ?? '') || /^privatelink\./.test(domain ?? '');

/**
 * Whether the phrase asks for private name resolution ("private DNS so it resolves from the spoke",
 * "a private zone for it"): said beside a private endpoint, that is the endpoint's own privatelink
 * zone, which the endpoint writes with its zone group; never a zone of its own, public or private.
 */
export const asksPrivateResolution = (phrase: string | undefined): boolean =>
  /\bprivate\s+(?:dns|(?:dns\s+)?zones?|name\s+resolution)\b/i.test(phrase ?? '');
