/**
 * The port a load balancer's clients connect to, as the request said it ("an ALB listening on 8443",
 * "a load balancer on port 8080"), else the protocol's own (443 for HTTPS, 80 for HTTP). With HTTPS,
 * port 80 said beside another is the plain-HTTP port that redirects, never the HTTPS one.
 */
import { type Component } from '../../model/types';

export function listenerPort(lb: Component, https: boolean): number {
  const said = lb.attrs.ports.find((p) => !https || p !== 80);
  return said ?? (https ? 443 : 80);
}

/** The ports a load balancer's security group admits: the ports said (and 80 for the redirect), else 80 and 443. */
export function listenerPorts(lb: Component): number[] {
  return lb.attrs.ports.length ? [...new Set([80, ...lb.attrs.ports])] : [80, 443];
}
