/**
 * A version stated as such ("engine version 8.0"), for any component: it has no family of its own;
 * and a version written after a database or search product's whole name ("postgres flexible server
 * 15", "OpenSearch 2.11 domain", "redis cluster v7.1"), the engine's. settings.ts `RULES` tries them in
 * its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const VERSION: Rule[] = [
  {
    re: /\b(?:engine[ _])?version\s*(?:of|=|:|is|should be|to)?\s*v?(\d+(?:\.\d+){0,2}(?:\.[a-z_]+\.\d+(?:\.\d+)*)?)\b/g,
    read: (m) => ({ label: 'version', values: { version: m[1] } }),
    consume: 1,
    examples: {
      reads: { 'an opensearch domain with engine version 2.11': { version: '2.11' } },
      leaves: ['a lambda in python 3.12'],
    },
  },
];

// A product whose engine has versions, and the words that name what of it is made. The engine rule
// reads a version right after the product's own name ("postgres 16"), so here the head word must
// follow it; OpenSearch and Elasticsearch have no engine rule, and their version may come first.
const PRODUCT =
  '(?:aurora[ -]?(?:postgres(?:ql)?|mysql)|postgres(?:ql)?|mysql|mariadb|sql ?server|mssql|redis|valkey|memcached|documentdb|docdb|mongodb|kafka|msk)';
const SEARCH = '(?:opensearch|elasticsearch)';
const HEAD = '(?:(?:flexible |managed |single )?(?:server|instance|cluster|domain|database|db|broker|cache))';
// A bare number is a version only where the phrase ends ("postgres flexible server 15, 64 gb"), never a
// count or a size ("redis cluster 3 shards"); "v15" and "2.11" are versions wherever they stand.
const ENDS = String.raw`(?=\s*(?:$|[,;:()\n]|\.(?!\d)|(?:with|on|in|and|using|for|as|named|called|at|from|behind|that|which|across|over)\b))`;
const UNIT = String.raw`(?!\s*(?:gb|gib|mb|mib|tb|%|days?|hours?|nodes?|replicas?|shards?|instances?|vcores?|v?cpus?|dtus?|iops|ports?|units?|partitions?|brokers?|x)\b)`;

/** Before the engine rule reads the product's name: the version after its head word is the engine's. */
export const VERSION_AFTER_PRODUCT: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:${PRODUCT}\s+${HEAD}|${SEARCH}(?:\s+(?:service\s+)?${HEAD})?)\s+(?:(?:version\s+|v)(\d{1,2}(?:\.\d{1,3}){0,2})|(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)|(\d{1,2})${ENDS})\b${UNIT}`,
      'g',
    ),
    read: (m) => {
      const version = m[1] ?? m[2] ?? m[3];
      return version ? { label: 'engine version', values: { version }, family: 'engine' } : undefined;
    },
    consume: [1, 2, 3],
    examples: {
      reads: {
        'a postgres flexible server 15 with 64 gb storage': { version: '15' },
        'an opensearch 2.9 domain with 2 data nodes': { version: '2.9' },
        'a redis cluster v7.1 in two zones': { version: '7.1' },
        'an elasticsearch domain version 7.10': { version: '7.10' },
      },
      leaves: ['an opensearch domain 3 nodes', 'an elasticsearch cluster 20 gb'],
    },
  },
];
