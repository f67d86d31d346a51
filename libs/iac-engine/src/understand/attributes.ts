/**
 * Settings read from a requirement phrase: sizes, engines and versions, regions, ports, schedules,
 * flags. Patterns are deliberately general (any "N GB", any region-shaped word) so they work on
 * requests nobody has seen.
 */
import { type Attrs, type Flag } from '../model/types';
import { countOf } from './text';

const FLAG_PATTERNS: [Flag, RegExp][] = [
  ['private', /\bprivate\b|\bnot (?:be )?public(?:ly)?\b|\binternal only\b|\bno internet\b|\bprevents? .{0,40}reaching the internet\b/],
  ['public', /\bpublic(?:ly)?\b(?! access block)(?! access restrictions?)|\binternet facing\b|\bexternal users\b/],
  ['encrypted', /\bencrypt(?:ed|ion)?\b|\bkms\b|\baes ?256\b/],
  ['versioned', /\bversion(?:ing|ed)\b/],
  ['multiAz', /\bmulti[ -]?az\b|\bhigh(?:ly)? availab|\bmultiple (?:availability )?zones\b|\bacross (?:two|multiple|different) (?:availability )?zones\b/],
  ['autoscaling', /\bauto ?scal|\bscale (?:out|up|automatically)\b|\belastic(?:ally)? scal/],
  ['serverless', /\bserverless\b/],
  ['fifo', /\bfifo\b|\bexactly once\b|\bin order\b/],
  ['ipv6', /\bipv6\b|\bdual ?stack\b/],
  ['deletionProtection', /\bdeletion protection\b|\bprevent(?:ive)? (?:destruction|deletion)|\baccidental deletion\b|\bprevent_destroy\b/],
  ['logging', /\blog(?:s|ging)?\b/],
  ['monitoring', /\bmonitor(?:ing)?\b|\bopen monitoring\b/],
  ['backup', /\bbackups?\b|\bsnapshots?\b/],
  ['website', /\bwebsite\b/],
  ['replica', /\breplicas?\b|\breplicat/],
  ['https', /\bhttps\b|\btls\b|\bssl\b|\bcertificate\b/],
  ['internal', /\binternal\b/],
  ['spot', /\bspot\b/],
  ['ttl', /\bttl\b|\btime to live\b|\bexpir/],
  ['streams', /\bstreams?\b/],
  ['objectLock', /\bobject lock\b/],
  ['cors', /\bcors\b/],
  ['lifecycle', /\blifecycle\b/],
  ['skipFinalSnapshot', /\bskip\w* fin\w* snapshot\b/],
  ['applyImmediately', /\bappl(?:y|ied|ying)\b.{0,30}\bimmediately\b/],
  ['dlq', /\bdead[ -]?letter\b|\bdlq\b/],
];

const NEGATED: [Flag, RegExp][] = [
  ['internal', /\bnot (?:be )?internal\b/],
  ['public', /\bnot (?:be )?public(?:ly)?\b|\bno public\b|\bnothing public\b|\bblock(?:ing)? public\b|\brestrict(?:ing)? public\b/],
  ['logging', /\bnot (?:enable )?(?:debug )?logging\b/],
];

const ENGINES: [string, RegExp][] = [
  ['aurora-postgresql', /\baurora[ -]?postgres/],
  ['aurora-mysql', /\baurora[ -]?mysql|\baurora\b/],
  ['postgres', /\bpostgres|\bpsql\b/],
  ['mariadb', /\bmariadb\b/],
  ['mysql', /\bmysql\b/],
  ['sqlserver-ee', /\bsql ?server|\bmssql\b|\bsqlserver/],
  ['oracle-se2', /\boracle\b/],
  ['redis', /\bredis\b/],
  ['memcached', /\bmemcached\b/],
];

const RUNTIMES: [string, RegExp][] = [
  ['python3.12', /\bpython|\.py\b/],
  ['nodejs20.x', /\bnode(?:\.?js)?\b|\.js\b|\bjavascript\b|\btypescript\b/],
  ['java21', /\bjava\b/],
  ['go', /\bgolang\b|\bgo\b/],
  ['dotnet8', /\.net\b|\bdotnet\b|\bc#/],
  ['ruby3.3', /\bruby\b/],
];

function num(m: RegExpMatchArray | null, group = 1): number | undefined {
  if (!m) return undefined;
  const n = countOf(m[group]) ?? Number(m[group]);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads everything the phrase says about settings into `attrs`. `lower` is the lower-cased phrase. */
export function readAttributes(lower: string, attrs: Attrs): void {
  for (const [flag, re] of FLAG_PATTERNS) if (re.test(lower)) attrs.flags.add(flag);
  for (const [flag, re] of NEGATED) if (re.test(lower)) attrs.flags.delete(flag);

  attrs.engine ??= ENGINES.find(([, re]) => re.test(lower))?.[0];
  attrs.runtime ??= RUNTIMES.find(([, re]) => re.test(lower))?.[0];

  const version =
    lower.match(/\bversion(?: should be| is| of| =)?\s*v?(\d+(?:\.\d+){0,2}(?:\.[a-z_]+\.\d+(?:\.\d+)*)?)\b/) ??
    lower.match(/\b(?:postgres(?:ql|sql)?|mysql|mariadb|redis|kubernetes|eks|k8s)\s+(\d+(?:\.\d+)?)\b/) ??
    lower.match(/\b(\d+(?:\.\d+)?)\s+(?:postgres(?:ql|sql)?|mysql|mariadb)\b/);
  if (version && !/^\d{3,}$/.test(version[1])) attrs.version ??= version[1];

  const maxStorage = num(lower.match(/\bmax(?:imum)?\s+(?:allocated\s+)?storage\D{0,20}(\d{1,5})\s*gb\b/));
  if (maxStorage) attrs.maxStorageGb ??= maxStorage;
  const storage = [...lower.matchAll(/\b(\d{1,5})\s*(gb|gib|tb)\b/g)].find((m) => Number(m[1]) !== maxStorage);
  if (storage) attrs.storageGb ??= Number(storage[1]) * (storage[2] === 'tb' ? 1024 : 1);

  const size = lower.match(/\b((?:db\.|cache\.|dax\.|ml\.|kafka\.)?[a-z]\d[a-z]{0,3}\.(?:nano|micro|small|medium|large|\d{0,2}xlarge)(?:\.search)?)\b/);
  if (size) attrs.size ??= size[1];
  const azureSize = lower.match(/\b(standard_[a-z]\d+[a-z_\d]*)\b/);
  if (azureSize) attrs.size ??= azureSize[1];

  const nodes = num(lower.match(/\b(\d{1,3}|one|two|three|four|five|six)[ -](?:broker )?nodes?\b/)) ?? num(lower.match(/\bnodes?(?: count)?(?: of| =| is)?\s+(\d{1,3})\b/));
  if (nodes) attrs.nodes ??= nodes;

  for (const m of lower.matchAll(/\b((?:us|eu|ap|sa|ca|me|af|il|mx)-(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-?\d)([a-f])?\b/g)) {
    const region = m[1].replace(/([a-z])(\d)$/, '$1-$2');
    if (!attrs.regions.includes(region)) attrs.regions.push(region);
    if (m[2] && !attrs.zones.includes(region + m[2])) attrs.zones.push(region + m[2]);
  }
  for (const m of lower.matchAll(/\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/g)) if (!attrs.cidrs.includes(m[1])) attrs.cidrs.push(m[1]);
  for (const m of lower.matchAll(/\bports?\s+(\d{2,5})\b|\b(\d{2,5})\s*(?:port)\b/g)) {
    const p = Number(m[1] ?? m[2]);
    if (p > 0 && p < 65536 && !attrs.ports.includes(p)) attrs.ports.push(p);
  }

  const min = num(lower.match(/\bmin(?:imum)?(?: size| capacity| instances| count)?(?: is| of| =| to)?\s+(\d{1,3}|one|two|three)\b/));
  const max = num(lower.match(/\bmax(?:imum)?(?: size| capacity| instances| count)?(?: is| of| =| to)?\s+(\d{1,3}|two|three|four|five|ten)\b/));
  const desired = num(lower.match(/\bdesired(?: size| capacity| count)?(?: is| of| =| to)?\s+(\d{1,3})\b/));
  if (min !== undefined) attrs.min ??= min;
  if (max !== undefined) attrs.max ??= max;
  if (desired !== undefined) attrs.desired ??= desired;
  const between = lower.match(/\bbetween (\d{1,3}) and (\d{1,3}) (?:instances|servers|nodes|replicas|pods)\b/);
  if (between) {
    attrs.min ??= Number(between[1]);
    attrs.max ??= Number(between[2]);
  }
  const replicas = num(lower.match(/\b(\d{1,2}|two|three|four|five) (?:replicas|pods|copies)\b/));
  if (replicas) attrs.desired ??= replicas;

  const retention = lower.match(/\b(?:retention(?: period)?|retain\w*|keep\w*)\D{0,40}?(\d{1,4})\s*(day|days|week|weeks|month|months|year|years)\b/);
  if (retention) {
    const mult = retention[2].startsWith('week') ? 7 : retention[2].startsWith('month') ? 30 : retention[2].startsWith('year') ? 365 : 1;
    attrs.retentionDays ??= Number(retention[1]) * mult;
  }

  attrs.schedule ??= readSchedule(lower);

  const domain = lower.match(/\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|local|internal|cloud|co|ai))\b/);
  if (domain && !/\.(?:js|py|zip)$/.test(domain[1])) attrs.domain ??= domain[1];
  const image = lower.match(/\bimage\s+([a-z0-9./-]+:[a-z0-9._-]+)\b|\b((?:nginx|httpd|redis|postgres|node|python|busybox)(?::[a-z0-9._-]+))\b/);
  if (image) attrs.image ??= image[1] ?? image[2];
}

/** A schedule as an EventBridge expression; other renderers translate it. */
function readSchedule(lower: string): string | undefined {
  const every = lower.match(/\bevery (\d{1,3}) (minute|minutes|hour|hours|day|days)\b/);
  if (every) {
    const unit = every[2].replace(/s$/, '');
    return `rate(${every[1]} ${unit}${every[1] === '1' ? '' : 's'})`;
  }
  const at = lower.match(/\b(?:every ?day|daily|each day|nightly)\b.{0,20}?\bat (\d{1,2})(?::(\d{2}))?\s*(am|pm|utc)?/);
  if (at) {
    let hour = Number(at[1]) % 24;
    if (at[3] === 'pm' && hour < 12) hour += 12;
    return `cron(${Number(at[2] ?? 0)} ${hour} * * ? *)`;
  }
  if (/\bmidnight\b/.test(lower)) return 'cron(0 0 * * ? *)';
  if (/\b(?:every ?day|daily|nightly|each day)\b/.test(lower)) return 'cron(0 0 * * ? *)';
  if (/\bhourly|every hour\b/.test(lower)) return 'rate(1 hour)';
  if (/\bweekly|every week\b/.test(lower)) return 'cron(0 0 ? * SUN *)';
  return undefined;
}
