import { type Attrs, type Component } from '../../../model/types';
import { domainFor } from '../edge';

/** What the request's settings decide for a certificate, once for every format. */
export function decide(c: Component, plan: { global: Attrs; components: readonly Component[] }) {
  const domain = domainFor(c, plan);
  return {
    domain,
    // The domain and its subdomains (www, api) in one certificate: ACM validates the wildcard with
    // the same DNS record as the domain, so it costs nothing more, and a second site needs no new one.
    alternativeNames: [`*.${domain}`],
  };
}
