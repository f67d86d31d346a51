/** Private DNS zones: names that resolve only inside the virtual networks linked to the zone. */
import { type Kind } from '../kind';

export const DNS_KINDS: Kind[] = [];

/** "a private DNS zone", "privatelink.blob.core.windows.net": a zone seen only from linked networks. */
export const isPrivateZone = (text: string | undefined, domain: string | undefined): boolean =>
  /\bprivate\b/i.test(text ?? '') || /^privatelink\./.test(domain ?? '');
