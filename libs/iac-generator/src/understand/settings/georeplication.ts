/**
 * The `georeplication` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { clauseAfter } from './azure-words';
import { readRegions } from '../../model/regions';

/** The Azure regions named after the match, in its clause, as the copies' regions. */
const replicaRegionsAfter: Rule['read'] = (m, all) => {
  const regions = readRegions(clauseAfter(all, (m.index ?? 0) + m[0].length)).regions.filter((r) =>
    /^[a-z]+\d?$/.test(r),
  );
  return regions.length
    ? { label: 'geo-replication', values: { replicaRegions: regions }, family: 'georeplication' }
    : undefined;
};

export const GEOREPLICATION_AZURE: Rule[] = [
  // Copies of a registry in other regions: "geo-replicated to northeurope and centralus".
  {
    re: /\bgeo[- ]?replicat\w*\s+(?:to|in|into|across)\s+/g,
    read: replicaRegionsAfter,
    examples: {
      reads: {
        'a container registry geo-replicated to westeurope and eastus': { replicaRegions: ['westeurope', 'eastus'] },
      },
      leaves: ['a container registry in westeurope'],
    },
  },
  // A copy asked as a thing: "a geo-replica in northeurope", "geo-replicas of shipyardacr in eastus and westus3".
  {
    re: /\bgeo[- ]?replicas?\b(?:\s+of\s+(?:it|this|that|the\s+registry|"?[a-z0-9][\w.-]*"?))?\s+(?:in|to|into|across)\s+/g,
    read: replicaRegionsAfter,
    examples: {
      reads: {
        'a premium registry with a geo-replica in northeurope': { replicaRegions: ['northeurope'] },
        'add geo-replicas of shipyardacr in eastus and westus3': { replicaRegions: ['eastus', 'westus3'] },
      },
      leaves: ['a premium registry in northeurope'],
    },
  },
];
