/**
 * A public DNS zone is a thing of its own only when asked as one ("a DNS zone", "a hosted zone",
 * "Route 53 for shop.example.org"): a bare "DNS" or "domain" with no domain named ("DNS should
 * resolve privately", "with a custom domain") asks no zone, and a public zone for a placeholder
 * domain (example.com) is written for nobody: it only adds name servers nobody delegates to.
 */
import { type Mention } from '../understand/intent';

const PUBLIC_ZONE = /^(?:aws\.route53_zone|azure\.dns_zone|gcp\.dns_managed_zone)$/;
// The words of the zone's vocabulary row that name no zone by themselves.
const NO_ZONE_WORDS = /^(?:custom\s+)?(?:dns|domain|domain\s+name)s?$/;

/** Whether a public zone read from `mention` was asked for by nothing but a bare DNS or domain word. */
export function zoneNotAsked(kind: string, mention?: Mention): boolean {
  return (
    PUBLIC_ZONE.test(kind) &&
    !!mention &&
    !mention.attrs.domain &&
    !mention.names.length &&
    NO_ZONE_WORDS.test((mention.text ?? '').trim().toLowerCase())
  );
}
