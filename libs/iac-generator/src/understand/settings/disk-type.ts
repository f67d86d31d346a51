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
