/**
 * The `snapshot` settings family: CSI volume snapshots. A snapshot class's driver and deletion
 * policy ("driver ebs.csi.aws.com, deletionPolicy Retain"), the claim a VolumeSnapshot copies
 * ("snapshot the existing PVC data-0"), the class it uses ("with snapshot class fast-snaps") and the
 * snapshot a new claim is filled from ("restored from that snapshot"). What a VolumeSnapshot copies and
 * with which class is the `snapshotOf` family, what a claim is restored from the `restore` family.
 * Read only when a snapshot is said. settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { REF } from './k8s-object-words';

// Kubernetes' snapshots only: a database's or a disk's snapshot of another cloud is its own setting.
const SNAPSHOT = /volume ?snapshot|snapshot ?class|\bpvcs?\b|persistent ?volume ?claim|\bcsi\b/;
const SNAPSHOT_WORD = /snapshot/;
const CLAIM = '(?:pvc|persistent\\s+volume\\s+claim|volume\\s+claim|claim)';

export const SNAPSHOT_K8S_OBJECT: Rule[] = [
  // The CSI driver: "driver pd.csi.storage.gke.io", "for the ebs.csi.aws.com driver".
  {
    re: /\b(?:csi\s+)?driver\s*(?:=|:|of|is|named)?\s*([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+){2,})\b|\b([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+){2,})\s+(?:csi\s+)?driver\b/g,
    when: SNAPSHOT_WORD,
    read: (m) => ({ label: 'CSI driver', values: { snapshot: { driver: m[1] ?? m[2] } }, family: 'snapshot' }),
    examples: {
      reads: {
        'a volume snapshot class for driver ebs.csi.aws.com': { snapshot: { driver: 'ebs.csi.aws.com' } },
        'snapshot class using the disk.csi.azure.com driver': { snapshot: { driver: 'disk.csi.azure.com' } },
      },
      leaves: ['a storage class for driver ebs.csi.aws.com'],
    },
  },
  // "deletionPolicy Retain", "deletion policy: delete", "keep (retain) the snapshots when deleted".
  {
    re: /\bdeletion\s*-?policy\s*(?:=|:|of|is|to)?\s*(retain|delete)\b/g,
    when: SNAPSHOT_WORD,
    read: (m) => ({
      label: 'deletion policy',
      values: { snapshot: { deletionPolicy: m[1] === 'retain' ? 'Retain' : 'Delete' } },
      family: 'snapshot',
    }),
    examples: {
      reads: { 'a snapshot class with deletionpolicy retain': { snapshot: { deletionPolicy: 'Retain' } } },
      leaves: ['a storage class with reclaim policy retain'],
    },
  },
  // The claim copied: "snapshot the existing PVC data-0", "a volume snapshot of claim pg-data".
  {
    re: new RegExp(
      `(?:(?<=volume\\s?snapshot\\s)|(?<!volume\\s?)\\bsnapshot(?:s|ting)?\\s+)(?:of\\s+)?(?:the\\s+|our\\s+|an?\\s+)?(?:existing\\s+)?${CLAIM}\\s+(?:named\\s+|called\\s+)?${REF}`,
      'g',
    ),
    when: SNAPSHOT,
    read: (m) => ({ label: 'claim snapshotted', values: { snapshot: { sourceClaim: m[1] } }, family: 'snapshotOf' }),
    examples: {
      reads: {
        'snapshot the existing pvc data-pg-0': { snapshot: { sourceClaim: 'data-pg-0' } },
        'a volume snapshot of claim redis-data': { snapshot: { sourceClaim: 'redis-data' } },
        'a volumesnapshot of pvc pg-0': { snapshot: { sourceClaim: 'pg-0' } },
      },
      leaves: ['a pvc named data-pg-0 of 10gi'],
    },
  },
  // The class it uses: "with (the) snapshot class fast-snaps", "volumeSnapshotClassName x".
  {
    re: new RegExp(
      `\\b(?:using|with|via|from)\\s+(?:the\\s+|our\\s+)?(?:existing\\s+)?(?:csi\\s+|volume\\s*)?snapshot\\s*class(?:\\s+(?:named\\s+|called\\s+)?${REF})?|\\bvolumesnapshotclassname\\s*[:=]?\\s*${REF}`,
      'g',
    ),
    when: SNAPSHOT_WORD,
    read: (m) => ({
      label: 'snapshot class',
      values: { snapshot: { className: m[1] ?? m[2] ?? '' } },
      family: 'snapshotOf',
    }),
    // The class's name is its own too ("the existing snapshot class fast-snaps" names the one referred to).
    consume: 'none',
    examples: {
      reads: {
        'a volume snapshot of claim x using snapshot class fast-snaps': { snapshot: { className: 'fast-snaps' } },
        'volumesnapshot with the csi snapshot class': { snapshot: { className: '' } },
      },
      leaves: ['a volume snapshot class fast-snaps'],
    },
  },
  // The snapshot a new claim is filled from: "restored from that snapshot", "restore from snapshot nightly-1".
  {
    re: new RegExp(
      `\\brestor(?:ed|e|ing)\\s+(?:it\\s+)?from\\s+(?:the\\s+|that\\s+|this\\s+|a\\s+)?(?:volume\\s*|csi\\s+)?snapshot(?!\\s*class)(?:\\s+(?:named\\s+|called\\s+)?${REF})?`,
      'g',
    ),
    when: SNAPSHOT_WORD,
    read: (m) => ({
      label: 'restored from',
      values: { snapshot: { restoreFrom: m[1] && !/^(?:and|with|in|of|on|so|to)$/.test(m[1]) ? m[1] : '' } },
      family: 'restore',
    }),
    examples: {
      reads: {
        'a second pvc restored from that snapshot, 50gi': { snapshot: { restoreFrom: '' } },
        'a pvc restore-test restored from snapshot nightly-1': { snapshot: { restoreFrom: 'nightly-1' } },
      },
      leaves: ['a volume snapshot of claim x'],
    },
  },
];
