/**
 * The range AKS gives Kubernetes services must not overlap the cluster's virtual network, or the
 * cluster is refused at creation (ServiceCidrOverlapExistingSubnetsCidr). AKS's default, 10.0.0.0/16,
 * is also the most common network range, so a cluster in such a network takes the first of a few
 * private ranges clear of it, with the DNS service address inside that range.
 */
const AKS_DEFAULT = '10.0.0.0/16';
const CANDIDATES = [AKS_DEFAULT, '172.16.0.0/16', '192.168.0.0/16', '10.254.0.0/16'];
// Overlay pods take 10.244.0.0/16 unless told otherwise; services must stay clear of it too.
const POD_DEFAULT = '10.244.0.0/16';

function bounds(cidr: string): [number, number] | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)\/(\d+)$/.exec(cidr.trim());
  if (!m) return undefined;
  const base = m.slice(1, 5).reduce((n, part) => n * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(m[5]));
  const start = base - (base % size);
  return [start, start + size - 1];
}

function overlaps(a: string, b: string): boolean {
  const x = bounds(a);
  const y = bounds(b);
  return !!x && !!y && x[0] <= y[1] && y[0] <= x[1];
}

/** The service range and DNS address to write, or nothing when AKS's default is already clear of the network. */
export function serviceRange(networkRanges: string[]): { cidr: string; dns: string } | undefined {
  const taken = [...networkRanges, POD_DEFAULT];
  if (!taken.some((r) => overlaps(r, AKS_DEFAULT))) return undefined;
  const free = CANDIDATES.find((c) => !taken.some((r) => overlaps(r, c)));
  if (!free) return undefined;
  return { cidr: free, dns: free.replace(/\.0\/\d+$/, '.10') };
}
