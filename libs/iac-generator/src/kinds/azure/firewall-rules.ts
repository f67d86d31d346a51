/**
 * The addresses a data service's own firewall lets in, as the request stated them ("its firewall only
 * allows 203.0.113.7"): a SQL server's and a Redis cache's firewall rules (first to last address), a
 * storage account's, key vault's and Cosmos DB account's IP rules (an address or a range). One reading
 * for every kind and format, so each writes the same addresses.
 */
import { type Component } from '../../model/types';

export interface AllowedRange {
  /** A rule name made of the address: letters, digits and underscores only (Redis takes no others). */
  name: string;
  /** As an IP rule takes it: a single address bare, a range as its CIDR. */
  value: string;
  start: string;
  end: string;
}

const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const toIp = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

/** The first and last address of a range ("10.0.0.0/24"), or the address itself. */
function bounds(range: string): [string, string] {
  const [ip, bits] = range.split('/');
  if (bits === undefined || Number(bits) >= 32) return [ip, ip];
  const size = 2 ** (32 - Number(bits));
  const first = Math.floor(toInt(ip) / size) * size;
  return [toIp(first), toIp(first + size - 1)];
}

/** Every address range the request allowed through `c`'s own firewall, in the order said. */
export function allowedRanges(c: Component): AllowedRange[] {
  const ranges = (c.attrs.ipRules ?? []).filter((r) => r.access === 'Allow').flatMap((r) => r.ranges);
  return [...new Set(ranges)].map((range) => {
    const [start, end] = bounds(range);
    const value = start === end ? start : range;
    return { name: `allow_${value.replace(/[^0-9]+/g, '_')}`, value, start, end };
  });
}
