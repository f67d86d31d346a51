/**
 * Head nouns that name an aspect of a thing (a property, a part of its behaviour), never a thing
 * of their own, each with the setting families (settings.ts) it may be a name of. A kind's word
 * before one of them ("user sessions", "the PostgreSQL dialect", "container insights") says which aspect is meant; it asks for a resource only when that kind itself
 * declares the aspect ("a ClusterIP service port 8080" is a service and its port).
 *
 * Keys are singular and lower case, as `stem` gives them. Words that identify a thing ("name",
 * "id", "ARN") are not aspects: "the zone id Z123" refers to a zone.
 */
import { type Family } from './settings';

const ASPECT_HEADS: ReadonlyMap<string, readonly Family[]> = new Map<string, readonly Family[]>([
  // How a thing is reached or spoken to.
  ['dialect', []],
  ['driver', []],
  ['protocol', ['protocol', 'protocols']],
  ['port', ['port']],
  // What it keeps and for how long.
  ['session', ['sessions']],
  ['expiration', ['retention', 'transition']],
  ['expiry', ['retention', 'transition']],
  ['retention', ['retention']],
  ['window', ['maintenance', 'retention']],
  ['period', ['retention']],
  ['interval', ['schedule']],
  ['threshold', ['alarm', 'utilization']],
  // Its bounds and sizes.
  ['limit', ['resources', 'limitDefaults', 'queueLimits']],
  ['quota', []],
  ['size', ['size', 'storage', 'cacheSize']],
  ['tier', ['tier']],
  ['class', ['storageClass', 'storageClassName']],
  ['level', ['tier', 'logLevel']],
  ['mode', ['lockMode', 'firewallMode', 'consumption']],
  ['type', ['size', 'serviceType', 'workflowType']],
  ['format', []],
  ['path', ['path']],
  // What it reports: "on queue length", "when the stream's lag grows", "container insights".
  ['length', []],
  ['depth', []],
  ['backlog', []],
  ['lag', []],
  ['count', ['replicas', 'nodes', 'instanceCount', 'shards']],
  ['insight', []],
  ['error', []],
  ['access', ['access']],
  ['password', ['password']],
  // "the subscription key", "the storage account key": a credential of the thing, never the thing.
  ['key', ['keyChoice', 'secretKeys']],
  ['setting', []],
]);

/** The families `word` (a head noun) names, or undefined when it names no aspect. */
export function aspectFamilies(word: string): readonly Family[] | undefined {
  return ASPECT_HEADS.get(word);
}
