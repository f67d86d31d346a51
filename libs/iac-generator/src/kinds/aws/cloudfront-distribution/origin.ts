import { type Component } from '../../../model/types';

// A load balancer's DNS name, as a request gives one it already runs ("my-alb-123.eu-west-1.elb.amazonaws.com").
const LB_DNS = /^[a-z0-9-]+\.(?:[a-z0-9-]+\.)*elb\.amazonaws\.com$/i;

/**
 * The DNS name of the load balancer the distribution serves, when the request gave it as such; the
 * writers refer to the load balancer's own attribute otherwise.
 */
export function givenLbDomain(lb: Component): string | undefined {
  return [lb.attrs.domain, lb.name].find((n): n is string => !!n && LB_DNS.test(n));
}

/** The template parameter holding the DNS name given for an existing load balancer (lb/cloudformation.ts). */
export const lbDomainParameter = (lbId: string) => `${lbId}DNSName`;
