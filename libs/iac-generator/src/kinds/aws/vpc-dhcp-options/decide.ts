import { type Component } from '../../../model/types';

/** What the request's settings decide for DHCP options, once for every format. */
export function decide(c: Component) {
  // The stated domain, else the region's default internal one.
  return { domainName: c.attrs.domain ?? 'ec2.internal' };
}
