import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { awsMaintenanceWindow } from '../../maintenance-window';
import { redisNodes } from '../elasticache';
import { backupWindow, redisVersion } from '../settings';

/**
 * A cache node type: "cache.r7g.large" as given, "t3.micro" as its cache type, else
 * cache.t4g.micro: the smallest current-generation (Graviton) node, cheaper than cache.t3.micro for
 * the same memory, and what a starting point needs until its load says otherwise.
 */
function nodeType(size: string | undefined): string {
  if (size && /^(cache\.)?[a-z]\d[a-z0-9]*\./.test(size) && !/^(db|dax|ml|kafka)\./.test(size))
    return size.startsWith('cache.') ? size : `cache.${size}`;
  return 'cache.t4g.micro';
}

/**
 * What the request's settings decide for Redis (a replication group), once for every format; the
 * writers of a memcached cluster call decideMemcached instead.
 */
export function decide(c: Component) {
  const nodes = redisNodes(c);
  // Valkey (7.2 on) or Redis OSS, as asked: ElastiCache takes both in a replication group.
  const valkey = c.config.engine === 'valkey';
  return {
    engine: valkey ? 'valkey' : 'redis',
    product: valkey ? 'Valkey' : 'Redis',
    nodeType: nodeType(c.attrs.size),
    version: valkey ? valkeyVersion(c.attrs.version) : redisVersion(c.attrs.version),
    nodes,
    // With a replica there is something to fail over to, so failover and Multi-AZ come with it.
    failover: nodes > 1,
    maintenanceWindow: awsMaintenanceWindow(c),
    // Daily snapshots kept a week unless stated (ElastiCache keeps at most 35 days): a cache that
    // holds sessions or queues can be restored, which ElastiCache's own default of none cannot.
    // Says what the nodes are, so the group's size reads as the primary and replicas it holds.
    description: `${valkey ? 'Valkey' : 'Redis'} for ${givenName(c)}${nodes > 1 ? `: 1 primary and ${nodes - 1} replica${nodes > 2 ? 's' : ''}` : ''}`,
    snapshotDays: Math.min(35, c.attrs.retentionDays ?? 7),
    // When the daily snapshot is taken, as stated (ElastiCache takes a window of an hour or more).
    snapshotWindow: backupWindow(c, 60),
  };
}

/** A Valkey engine version ElastiCache accepts: major.minor, a stated major alone being that major's newest. */
function valkeyVersion(version: string | undefined): string | undefined {
  const newest: Record<string, string> = { '7': '7.2', '8': '8.0' };
  return version && !version.includes('.') ? (newest[version] ?? version) : version;
}

/** What the request's settings decide for a memcached cluster, once for every format. */
export function decideMemcached(c: Component) {
  // As stated, else one node, as this generator sizes every cluster for a starting point; two, one in
  // each of two zones, when the request asks for high availability: memcached keeps no replica, so
  // then a lost node or zone takes only its share of the keys with it.
  const nodes = c.attrs.nodes ?? (c.attrs.failover || c.attrs.flags.has('multiAz') ? 2 : 1);
  return { nodeType: nodeType(c.attrs.size), nodes, crossAz: nodes > 1 };
}
