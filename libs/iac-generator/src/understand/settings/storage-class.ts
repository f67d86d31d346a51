/**
 * The `storageClass` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { STORAGE_CLASS, DRIVERS, DRIVER_WORDS } from './k8s-words';

export const STORAGE_CLASS_K8S: Rule[] = [
  // A StorageClass's CSI driver: "using the EFS CSI driver", "Azure Files CSI", "provisioner x.y.z".
  {
    re: new RegExp(
      `\\b(${DRIVER_WORDS})\\s+(?:csi(?:\\s+driver)?|driver)\\b|\\bprovisioner\\s*(?:=|:|is|of)?\\s*([a-z0-9-]+(?:\\.[a-z0-9-]+)+)`,
      'g',
    ),
    when: STORAGE_CLASS,
    read: (m) => {
      const provisioner = m[2] ?? DRIVERS.find(([re]) => re.test(m[1].replace(/\s+/g, ' ')))?.[1];
      return provisioner ? { label: 'provisioner', values: { provisioner }, family: 'storageClass' } : undefined;
    },
    examples: {
      reads: { 'a storage class using the efs csi driver': { provisioner: 'efs.csi.aws.com' } },
      leaves: ['an efs file system mounted at /mnt/data'],
    },
  },
  // The disk type a StorageClass provisions: EBS, persistent disk and Azure disk SKUs.
  {
    re: /\b(gp2|gp3|io1|io2|st1|sc1|pd-ssd|pd-balanced|pd-standard|pd-extreme|hyperdisk-[a-z]+|premium_lrs|premium_zrs|premiumv2_lrs|standardssd_lrs|standardssd_zrs|standard_lrs|ultrassd_lrs)\b/g,
    when: STORAGE_CLASS,
    read: (m) => ({ label: 'disk type', values: { diskType: m[1] }, family: 'storageClass' }),
    examples: {
      reads: { 'a storage class for gp3 disks': { diskType: 'gp3' } },
      leaves: ['an ebs volume of type gp3'],
    },
  },
  // The cluster's default class: "the default class", "make it the default", "as the default storage class".
  {
    re: /\b(?:as|is|be|make\s+it|mark(?:ed)?\s+(?:it\s+)?as)\s+(?:the\s+)?(?:cluster(?:'s)?\s+)?default(?:\s+(?:storage\s*)?class)?\b|\bthe\s+default\s+class\b|\bdefault[- ]class\b/g,
    when: STORAGE_CLASS,
    read: () => ({ label: 'default class', values: { defaultClass: true }, family: 'storageClass' }),
    examples: {
      reads: { 'a storage class marked as the default': { defaultClass: true } },
      leaves: ['the default vpc'],
    },
  },
];
