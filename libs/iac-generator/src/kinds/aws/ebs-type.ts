/** An EBS volume's type and IOPS as stated, shared by the writers of volumes and of services on EBS. */
import { type Component } from '../../model/types';

/**
 * The volume type stated (gp2, gp3, io1, io2, st1, sc1), else gp3, and the IOPS stated where the
 * type takes them: gp3 from 3000, io1 and io2 always (3000 unless stated); gp2, st1 and sc1 take none.
 */
export function ebsVolume(c: Component): { type: string; iops?: number; throughput?: number } {
  const stated = c.attrs.diskType;
  const type = stated && /^(?:gp2|gp3|io1|io2|st1|sc1)$/.test(stated) ? stated : 'gp3';
  const iops = c.attrs.iops;
  if (/^io/.test(type)) return { type, iops: iops ?? 3000 };
  // Only gp3 takes a throughput of its own: 125 to 1000 MB/s.
  const mbps = c.attrs.throughputMbps;
  const throughput = type === 'gp3' && mbps !== undefined ? Math.min(1000, Math.max(125, mbps)) : undefined;
  return { type, iops: type === 'gp3' && iops !== undefined ? Math.max(3000, iops) : undefined, throughput };
}
