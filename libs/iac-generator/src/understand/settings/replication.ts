/**
 * The `replication` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const REPLICATION: Rule[] = [
  // Zone-redundant high availability ("zone redundant HA"): a standby in another zone, which every
  // writer reads as the multiAz flag; the words are this setting's, never a DNS zone of their own.
  {
    re: /\bzone[- ]redundan(?:t|cy)[- ](?:ha\b|high[- ]availab(?:ility|le)\b)/g,
    read: () => ({ label: 'zone-redundant high availability', values: {}, flags: ['multiAz'], family: 'replication' }),
    examples: {
      reads: {
        'a postgres flexible server with zone redundant ha': {},
        'sql managed instance, zone-redundant high availability': {},
      },
    },
  },
  // High availability with the standby in the same zone ("same-zone HA"): still high availability (the
  // multiAz flag), in the mode that keeps both in one zone, never the zone-redundant default.
  {
    re: /\bsame[- ]zone[- ](?:ha\b|high[- ]availab(?:ility|le)\b)|\b(?:ha|high availability)\b[^.;,\n]{0,20}?\bin\s+the\s+same\s+zone\b/g,
    read: () => ({
      label: 'same-zone high availability',
      values: { haMode: 'SameZone' as const },
      flags: ['multiAz'],
      family: 'replication',
    }),
    examples: {
      reads: {
        'a mysql flexible server with same-zone ha': { haMode: 'SameZone' },
        'postgres flexible server, high availability in the same zone': { haMode: 'SameZone' },
      },
      leaves: ['a postgres flexible server in the same region as the app'],
    },
  },
  // Storage redundancy: the SKU suffix ("Standard_ZRS", "RA-GRS") or its name in words.
  {
    re: /\b(?:(standard|premium)_)?(ra[-_]?gzrs|ra[-_]?grs|gzrs|grs|zrs|lrs)\b|\b(locally|zone|geo|geo[- ]zone)[- ]redundan(?:t|cy)\b(?![- ](?:ha\b|high[- ]availab))/g,
    read: (m) => {
      const words: Record<string, string> = {
        locally: 'LRS',
        zone: 'ZRS',
        geo: 'GRS',
        'geo-zone': 'GZRS',
        'geo zone': 'GZRS',
      };
      const replication = m[2] ? m[2].toUpperCase().replace(/^RA[-_]?/, 'RA-') : words[m[3]];
      return {
        label: 'replication',
        values: { replication, ...(m[1] === 'premium' ? { tier: 'premium' } : {}) },
        family: 'replication',
      };
    },
    examples: {
      reads: {
        'a storage account with grs': { replication: 'GRS' },
        'a storage account that is zone-redundant': { replication: 'ZRS' },
      },
      leaves: ['a storage account with a blob container'],
    },
  },
];
