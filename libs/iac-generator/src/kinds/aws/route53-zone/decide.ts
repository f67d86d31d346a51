import { type Attrs, type Component } from '../../../model/types';
import { dnsName } from '../common';
import { domainFor } from '../edge';

/** What the request's settings decide for a hosted zone, once for every format. */
export function decide(
  c: Component,
  plan: {
    global: Attrs;
    components: readonly Component[];
    all(kind: string): Component[];
    first(kind: string): Component | undefined;
  },
) {
  // A zone named like a domain ("example.org") is that domain.
  const base = c.attrs.domain ?? (c.name && /\./.test(c.name) ? c.name : domainFor(c, plan));
  const first = plan.all('aws.route53_zone').indexOf(c) === 0;
  // Private when asked (or named so): it answers only inside the request's network.
  const isPrivate = c.attrs.flags.has('private') || /private|internal/.test(c.id);
  return {
    // The first zone is the domain; a further zone without a domain of its own is a subdomain of it,
    // never a second zone of the same name.
    name: first || c.attrs.domain ? base : `${dnsName(c)}.${base}`,
    vpc: isPrivate ? plan.first('aws.vpc') : undefined,
  };
}
