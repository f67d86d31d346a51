import { type Component } from '../../../model/types';
import { inside, vnetRange } from '../common';

/**
 * The GatewaySubnet's range: the last /27 of the network's space (Azure's smallest advised size for
 * a VPN gateway), where the subnets counted up from the start of the space do not reach.
 */
export function gatewaySubnetRange(vnet: Component): string {
  const [ip, bits] = vnetRange(vnet).split('/');
  const base = ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  const last = base + 2 ** (32 - Math.min(Number(bits), 27)) - 32;
  return `${[24, 16, 8, 0].map((s) => Math.floor(last / 2 ** s) % 256).join('.')}/27`;
}

/**
 * The address space behind the other end: a range said with the VPN that is not inside this
 * network's own space, else nothing (it is then an input, or another cloud's part of the request).
 */
export function farEndRange(c: Component, vnet: Component): string | undefined {
  const own = vnetRange(vnet);
  // "a vnet 10.20.0.0/16 with a site to site vpn to our datacenter 192.168.0.0/16": the second range
  // may be read with the network; one outside the network's space is the other side's.
  return [...c.attrs.cidrs, ...vnet.attrs.cidrs.slice(1)].find((r) => r !== own && !inside(r, own));
}
