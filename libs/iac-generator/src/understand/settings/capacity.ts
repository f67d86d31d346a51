/**
 * The `capacity` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CAPACITY: Rule[] = [
  // Capacity modes, tiers and plans, spot, Autopilot.
  {
    re: /\bon[- ]demand(?: capacity| mode| billing| pricing| throughput)?\b|\bpay[- ]per[- ]request\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'on-demand' }, family: 'capacity', quiet: true }),
    examples: {
      reads: {
        'a dynamodb table in on-demand mode': { capacityMode: 'on-demand' },
        'a table billed pay per request': { capacityMode: 'on-demand' },
      },
      leaves: ['a job run on request'],
    },
  },
  {
    re: /\bprovisioned(?: capacity| mode| billing| throughput)?\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'provisioned' }, family: 'capacity' }),
    examples: {
      reads: { 'a dynamodb table with provisioned capacity': { capacityMode: 'provisioned' } },
      leaves: ['a dynamodb table with ttl on expires_at'],
    },
  },
  {
    re: /\b(\d{1,5})\s*(?:rcus?|read capacity(?: units?)?|reads? per second)\b|\b(?:read capacity|rcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'read capacity',
      values: { readCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
    examples: {
      reads: { 'a table with 20 read capacity units': { readCapacity: 20, capacityMode: 'provisioned' } },
      leaves: ['a queue read by a lambda'],
    },
  },
  {
    re: /\b(\d{1,5})\s*(?:wcus?|write capacity(?: units?)?|writes? per second)\b|\b(?:write capacity|wcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'write capacity',
      values: { writeCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
    examples: {
      reads: { 'a table with wcu 15': { writeCapacity: 15, capacityMode: 'provisioned' } },
      leaves: ['a bucket that many writers share'],
    },
  },
  {
    // Event Hubs throughput units and processing units: "2 TUs", "up to 10 throughput units".
    re: /\b(up to|max(?:imum)?(?: of)?)?\s*(\d{1,5})\s*(?:tus?|throughput units?|pus?|processing units?)\b/g,
    read: (m) =>
      m[1]
        ? { label: 'maximum throughput units', values: { max: Number(m[2]) }, family: 'capacity' }
        : {
            label: 'throughput units',
            values: { readCapacity: Number(m[2]), capacityMode: 'provisioned' },
            family: 'capacity',
          },
    examples: {
      reads: { 'an event hubs namespace with up to 4 throughput units': { max: 4 } },
      leaves: ['4 units of work'],
    },
  },
  {
    // Azure SQL database transaction units: "20 DTU", "100 eDTUs".
    re: /\b(\d{1,4})\s*e?dtus?\b/g,
    read: (m) => ({
      label: 'DTUs',
      values: { readCapacity: Number(m[1]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
    examples: {
      reads: { 'an azure sql database with 50 dtus': { readCapacity: 50, capacityMode: 'provisioned' } },
      leaves: ['a database with 50 gb of storage'],
    },
  },
  {
    re: /\b(\d{3,6})\s*(?:ru\/s|rus|request units)\b/g,
    read: (m) => ({
      label: 'throughput',
      values: { readCapacity: Number(m[1]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
    examples: {
      reads: { 'a cosmos db container with 1000 ru/s': { readCapacity: 1000, capacityMode: 'provisioned' } },
      leaves: ['a cosmos db account with 2 regions'],
    },
  },
];

/** Read with Azure's settings, before the scaling rules take its "maximum 10" as a count of instances. */
export const CAPACITY_AZURE: Rule[] = [
  {
    // Event Hubs auto-inflate with its ceiling: "auto-inflate up to 10", "auto-inflate enabled, max 12 TUs".
    re: /\bauto[- ]?inflat(?:e|es|ing|ion)\b(?:\s+(?:enabled|on|turned on))?[^.;\n\d]{0,20}?\b(?:up\s+to|to|max(?:imum)?(?:\s+of)?|at\s+most|of|=|:)\s*(\d{1,2})\b(?:\s*(?:tus?|throughput\s+units?)\b)?/g,
    read: (m) => ({ label: 'maximum throughput units', values: { max: Number(m[1]) }, family: 'capacity' }),
    consume: 1,
    examples: {
      reads: {
        'an event hubs namespace with auto-inflate up to 8': { max: 8 },
        'auto-inflate enabled, max 12 tus': { max: 12 },
      },
      leaves: ['an event hubs namespace with 4 partitions'],
    },
  },
];
