import { type Attrs, type Component } from '../../../model/types';
import { domainFor } from '../edge';

// Host names as said ("api-internal.example.io"): labels joined by dots, ending in letters.
const HOST = /(?<![\w.-])(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12}(?![\w-]|\.[a-z0-9])/gi;

/** What the request's settings decide for a certificate, once for every format. */
export function decide(
  c: Component,
  plan: { global: Attrs; components: readonly Component[]; phrases?: readonly string[] },
) {
  const domain = domainFor(c, plan);
  // The other names said with the certificate's ("for api.example.io + api-internal.example.io") are
  // its alternative names; a wildcard for its subdomains only when said ("and its subdomains").
  const phrase = plan.phrases?.[c.phrase ?? -1] ?? '';
  const said = [...new Set([...phrase.matchAll(HOST)].map((m) => m[0].toLowerCase()))].filter(
    (h) => h !== domain && h.endsWith(domain.split('.').slice(-2).join('.')),
  );
  const wildcard = /\b(?:wildcard|subdomains|sub-domains)\b/i.test(phrase) ? [`*.${domain}`] : [];
  const alternativeNames = [...said, ...wildcard.filter((w) => !said.includes(w))];
  return {
    domain,
    alternativeNames: alternativeNames.length ? alternativeNames : undefined,
  };
}
