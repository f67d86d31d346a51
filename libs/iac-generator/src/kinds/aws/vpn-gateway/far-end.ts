import { type Component } from '../../../model/types';
import { vpcCidr } from '../common';

/** Networks of another cloud a site-to-site VPN from the VPC can reach (the other end, when the request has it). */
const OTHER_NETWORKS = ['azure.virtual_network', 'gcp.compute_network'];

/**
 * The far end of a site-to-site VPN: the address space behind it (a CIDR said of the VPN, else the
 * other cloud's network of the request), or nothing, and the VPN then asks for it as an input. A
 * VPN gateway alone connects nothing: the connection needs both ends and the routes between them.
 */
export function farEndCidr(c: Component, plan: { all(kind: string): Component[] }): string | undefined {
  // A range said with the VPN that is not the VPC's own nor inside it (its subnets) is the other side's.
  const vpc = c.ref.vpc as Component | undefined;
  const home = vpc ? vpcCidr(vpc) : undefined;
  const own = c.attrs.cidrs.find((cidr) => !home || !within(cidr, home));
  if (own) return own;
  for (const kind of OTHER_NETWORKS) for (const n of plan.all(kind)) if (n.attrs.cidrs[0]) return n.attrs.cidrs[0];
  return undefined;
}

/** BGP needs an ASN for the far end even with static routes: the private ASN AWS documents for examples. */
export const FAR_END_ASN = 65000;

/** Whether IPv4 range `inner` lies inside `outer` (both a.b.c.d/n). */
function within(inner: string, outer: string): boolean {
  const parse = (cidr: string) => {
    const [ip, bits] = cidr.split('/');
    const n = ip.split('.').reduce((a, o) => a * 256 + Number(o), 0);
    return { n, bits: Number(bits) };
  };
  const a = parse(inner);
  const b = parse(outer);
  if (a.bits < b.bits) return false;
  const size = 2 ** (32 - b.bits);
  return Math.floor(a.n / size) === Math.floor(b.n / size);
}
