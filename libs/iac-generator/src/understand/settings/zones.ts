/**
 * The `zones` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const ZONES_AZURE: Rule[] = [
  // Numbered availability zones: "spread over zones 1 and 2", "in zone 3", "over zones 1-2".
  {
    re: /\b(?:(?:across|in|over|spanning|spread over)\s+)?(?:availability\s+)?zones?\s+([1-3](?:\s*(?:,|and|&|-)\s*[1-3]){0,2})\b(?![.:/\d])/g,
    read: (m) => {
      const listed = m[1].match(/[1-3]/g) ?? [];
      const [first, last] = [listed[0] ?? '1', listed[listed.length - 1] ?? '3'];
      const zones = /-/.test(m[1]) ? ['1', '2', '3'].filter((z) => z >= first && z <= last) : listed;
      return { label: 'availability zones', values: { zoneNumbers: [...new Set(zones)] }, family: 'zones' };
    },
    examples: {
      reads: {
        'a scale set across zones 1, 2 and 3': { zoneNumbers: ['1', '2', '3'] },
        // Said as a setting of its own, without a preposition.
        'a standard public ip, zones 1-3': { zoneNumbers: ['1', '2', '3'] },
      },
      leaves: ['a dns zone for example.com'],
    },
  },
];

// One thing placed apart from another: "a read replica in another zone", "a standby in a separate
// availability zone". A placement of the thing it is said of, never a DNS zone; a standby placed so
// is a Multi-AZ deployment, which the databases that have one read as their flag.
export const ZONE_PLACEMENT: Rule[] = [
  {
    re: /\b(?:in|into|to|on)\s+(?:an?\s+|the\s+)?(?:another|other|different|separate|second|distinct)\s+(?:availability\s+)?zone\b/g,
    read: (m, all) =>
      /\bstandby\b[^.;]{0,40}$/.test(all.slice(0, m.index))
        ? { label: 'Multi-AZ standby', values: {}, flags: ['multiAz'] }
        : { label: 'availability zone', values: {}, family: 'zones' },
    examples: {
      reads: { 'a read replica in another zone': {}, 'a standby in a separate availability zone': {} },
      leaves: ['an a record in the zone for example.com', 'a replica in the zone of its primary'],
    },
  },
];

// Members spread over every zone of a region: "autoscale 1-5 nodes per zone", "two replicas in each
// zone", "one task per AZ". How a regional group counts its members, never a DNS zone; a group
// that runs in every zone of its region already does this, so nothing more is written for it.
export const ZONE_SPREAD: Rule[] = [
  {
    re: /\b(?:per|in each|in every|for each|for every)\s+(?:availability\s+)?(?:zone|az)\b/g,
    read: () => ({ label: 'per zone', values: {}, family: 'zones', quiet: true }),
    examples: {
      reads: { 'autoscale 2-6 nodes per zone': {}, 'one task in each availability zone': {} },
      leaves: ['a private zone for corp.internal'],
    },
  },
];
