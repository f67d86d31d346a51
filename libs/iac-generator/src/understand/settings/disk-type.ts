/**
 * A Compute Engine disk type said of machines or their disks: "pd-ssd", "pd-balanced disks",
 * "hyperdisk-balanced". Read into the `storage` family (with the size said beside it), so a node
 * pool, instance template, VM or disk writes the type stated instead of its default. A StorageClass's
 * type is its own family's (settings/storage-class.ts).
 */
import { type Rule } from '../settings';

export const DISK_TYPE_GCP: Rule[] = [
  {
    re: /\b(pd-ssd|pd-balanced|pd-standard|pd-extreme|hyperdisk-(?:balanced|extreme|throughput))\b/g,
    when: /^(?![\s\S]*\bstorage ?class)/,
    read: (m) => ({ label: 'disk type', values: { diskType: m[1] }, family: 'storage' }),
    examples: {
      reads: {
        'a gke node pool with 100 gb pd-ssd disks': { diskType: 'pd-ssd' },
        'an instance template on hyperdisk-balanced': { diskType: 'hyperdisk-balanced' },
      },
      leaves: ['a gke storage class for pd-ssd disks'],
    },
  },
];

/** EBS volume types and provisioned IOPS, on what is stored on EBS (volumes, search domains). */
export const DISK_TYPE_AWS: Rule[] = [
  {
    re: /\b(gp2|gp3|io1|io2|st1|sc1)\b/g,
    when: /^(?![\s\S]*\bstorage ?class)/,
    read: (m) => ({ label: 'disk type', values: { diskType: m[1] }, family: 'storage' }),
    examples: {
      reads: { 'an ebs volume of 500 gb st1': { diskType: 'st1' } },
      leaves: ['a storage class for gp3 disks'],
    },
  },
  {
    re: /\b(\d{1,3}(?:,\d{3})?|\d{3,6})\s*(?:provisioned\s+)?iops\b|\biops\s*(?:of|=|:|at)?\s*(\d{3,6})\b/g,
    read: (m) => ({ label: 'IOPS', values: { iops: Number((m[1] ?? m[2]).replace(/,/g, '')) }, family: 'storage' }),
    examples: {
      reads: { 'a 200 gb gp3 volume at 4000 iops': { iops: 4000 }, 'io2 with iops = 8000': { iops: 8000 } },
      leaves: ['a bucket with 200 requests per second'],
    },
  },
];
