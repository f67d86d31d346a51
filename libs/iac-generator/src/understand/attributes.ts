/**
 * What a requirement phrase says about every component in it: yes/no flags, regions, zones,
 * address ranges, ports, a domain. Patterns are deliberately general (any region-shaped
 * word) so they work on requests nobody has seen. Valued settings of one component ("5 replicas",
 * "Postgres 14") are read with their position by settings.ts.
 */
import { type Attrs, type Flag } from '../model/types';
import { readRegions } from '../model/regions';
import { flagsOff } from './flags-off';
import { IMAGE_REFERENCE, imageAt } from './images';
import { valueSpans } from './values';

// Exported so a test can tell these flags, set on every component of a phrase, from a family's.
export const FLAG_PATTERNS: [Flag, RegExp][] = [
  [
    'private',
    /\bprivate\b|\bnot (?:be )?public(?:ly)?\b|\binternal only\b|\bno internet\b|\bprevents? .{0,40}reaching the internet\b/,
  ],
  // Not where it is said unreachable from ("not reachable from the public network"): that closes it.
  [
    'public',
    /(?<!\b(?:not|never|no) (?:be )?(?:reachable|accessible|exposed|open|access|reached) (?:from|on|over|to|via) (?:the )?)\bpublic(?:ly)?\b(?! access block)(?! access restrictions?)|\binternet facing\b|\bexternal users\b/,
  ],
  // "at rest", "in transit" are where it is encrypted: the flag's words, never things of their own.
  [
    'encrypted',
    /\bencrypt(?:ed|ion)?(?:\s+(?:at rest|in transit)(?:\s+and\s+(?:at rest|in transit))?)?\b|\bkms\b|\baes ?256\b/,
  ],
  ['versioned', /\bversion(?:ing|ed)\b/],
  [
    'multiAz',
    // "HA" is how people write high availability ("HA (regional)", "zone-redundant HA").
    /\bmulti[ -]?az\b|\bha\b|\bhigh(?:ly)? availab|\bmultiple (?:availability )?zones\b|\bacross (?:two|multiple|different) (?:availability )?zones\b|\bstandby\b[^.;]{0,40}\b(?:another|other|different|separate|second) (?:availability )?zone\b/,
  ],
  ['autoscaling', /\bauto ?scal|\bscale (?:out|up|automatically)\b|\belastic(?:ally)? scal/],
  ['serverless', /\bserverless\b/],
  ['fifo', /\bfifo\b|\bexactly once\b|\bin order\b/],
  ['ipv6', /\bipv6\b|\bdual ?stack\b/],
  [
    'deletionProtection',
    /\bdeletion protection\b|\bprevent(?:ive)? (?:destruction|deletion)|\baccidental deletion\b|\bprevent_destroy\b/,
  ],
  ['logging', /\blog(?:s|ging)?\b/],
  ['monitoring', /\bmonitor(?:ing)?\b|\bopen monitoring\b/],
  ['backup', /\bbackups?\b|\bsnapshots?\b/],
  ['website', /\bwebsite\b/],
  ['replica', /\breplicas?\b|\breplicat/],
  // "redirect HTTP to HTTPS" says it too: the plain protocol is where clients are sent from.
  ['https', /\bhttps?\s+to\s+https\b|\bhttps\b|\btls\b|\bssl\b|\bcertificate\b/],
  ['internal', /\binternal\b/],
  ['ttl', /\bttl\b|\btime to live\b|\bexpir/],
  ['streams', /\bstreams?\b/],
  ['objectLock', /\bobject lock\b/],
  ['cors', /\bcors\b/],
  ['lifecycle', /\blifecycle\b/],
  ['skipFinalSnapshot', /\bskip\w* fin\w* snapshot\b/],
  ['applyImmediately', /\bappl(?:y|ied|ying)\b.{0,30}\bimmediately\b/],
  ['dlq', /\bdead[ -]?letter\b|\bdlq\b/],
  ['performanceInsights', /\bperformance insights?\b|\bdatabase insights\b/],
];

// The network switch said off ("public network access disabled", "turn off public access", "off public
// endpoints"): closed as asked, so it is recorded as off, not only left unraised. "No public access" alone
// stays a deletion: on a bucket or a blob it is the anonymous access, which is off anyway.
const NETWORK_CLOSED =
  /\b(?:disabl|deny|denie|clos|remov)\w* public (?:network )?(?:access|endpoints?)\b|\b(?:turn|switch|shut)\w* off public (?:network )?(?:access|endpoints?)\b|\b(?:without|no) public network access\b|\boff (?:the )?public (?:endpoints?|internet|network)\b|\bpublic (?:network )?(?:access|endpoints?)\s*(?:(?:[:=]|is|are|should be|must be|be|set to|kept|left|stays?|turned|switched)\s+)*(?:off|disabled|denied|blocked|closed|false)\b/;

const NEGATED: [Flag, RegExp][] = [
  ['internal', /\bnot (?:be )?internal\b/],
  [
    'public',
    /\bnot (?:be )?public(?:ly)?\b|\bno public\b|\bnothing public\b|\bblock(?:ing)? public\b|\brestrict(?:ing)? public\b/,
  ],
  ['public', NETWORK_CLOSED],
  ['logging', /\bnot (?:enable )?(?:debug )?logging\b/],
];

export const PORT =
  /\bports?\s+(\d{2,5})\b|\b(\d{2,5})\s*(?:port)\b|\b(?:tcp|udp)[ /:]+(\d{2,5})\b|\b(?:(?:listen\w*|serv(?:es?|ing)|expos\w*)\s+(?:on\s+)?|on\s+)(?:port\s+)?(\d{2,5})\b(?![-.:/%]|\s*(?:nodes?|instances?|replicas?|pods?|tasks?|vms?|servers?|brokers?|shards?|partitions?|cores?|v?cpus?|threads?|gb|gib|gi|mb|mib|mi|tb|days?|hours?|minutes?|seconds?|ms|requests?|rpm|rps|users?|%|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b)/g;

/** An IPv4 address range ("10.0.0.0/16"). */
export const CIDR = /\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/g;
/** A domain name under a common top-level domain ("shop.example.com"). */
export const DOMAIN =
  /\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|local|internal|cloud|co|ai|example|test|uk|de|eu|fr|nl|ch|se|au|ca|us|me|tech|info))\b/;
/** A DNS name said as a zone's or a record's, whatever its top-level domain ("zone internal.edge", "A record db.corp.lan"). */
const DNS_NAMED =
  /\b(?:zone|record|domain|hostname|fqdn)\s+(?:for\s+|of\s+|named\s+|called\s+)?((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]{1,23})\b(?![./:-]\w)/;

/** Whether the phrase sets or unsets one of the yes/no properties ("it should not be internal"). */
export function statesAFlag(lower: string): boolean {
  return FLAG_PATTERNS.some(([, re]) => re.test(lower)) || NEGATED.some(([, re]) => re.test(lower));
}

/** Whether `words` say the yes/no property `flag` ("versioned" says `versioned`). */
export function flagSaid(flag: Flag, words: string): boolean {
  return FLAG_PATTERNS.some(([f, re]) => f === flag && re.test(words.toLowerCase()));
}

/** Reads everything the phrase says about settings into `attrs`. `lower` is the lower-cased phrase. */
export function readAttributes(lower: string, attrs: Attrs): void {
  // A property said only as turned off ("no multi-AZ", "versioning off") is off, never raised.
  const off = flagsOff(lower, FLAG_PATTERNS);
  for (const [flag, re] of FLAG_PATTERNS) {
    const said = [...lower.matchAll(new RegExp(re.source, 'g'))];
    const turnedOff = (m: RegExpExecArray) => off.some((o) => o.flag === flag && m.index >= o.start && m.index < o.end);
    if (said.some((m) => !turnedOff(m))) attrs.flags.add(flag);
    else if (said.length) attrs.off = [...new Set([...(attrs.off ?? []), flag])];
  }
  // Said turned off ("public network access disabled"), it is recorded as off: a writer whose default
  // leaves it on (an Azure service open to the internet) closes it as asked.
  for (const [flag, re] of NEGATED)
    if (re.test(lower)) {
      attrs.flags.delete(flag);
      if (re === NETWORK_CLOSED) attrs.off = [...new Set([...(attrs.off ?? []), flag])];
    }

  const { regions, zones } = readRegions(lower);
  for (const r of regions) if (!attrs.regions.includes(r)) attrs.regions.push(r);
  for (const z of zones) if (!attrs.zones.includes(z)) attrs.zones.push(z);
  for (const m of lower.matchAll(CIDR)) if (!attrs.cidrs.includes(m[1])) attrs.cidrs.push(m[1]);
  // "port 443", "443 port", a protocol with its number ("TCP 443", "udp/53"), and where a process
  // listens ("listens on 5000", "a service on 8080"): a number after "on" that no unit follows.
  for (const m of lower.matchAll(PORT)) {
    const p = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (p > 0 && p < 65536 && !attrs.ports.includes(p)) attrs.ports.push(p);
  }

  // A registry host is part of an image ("ghcr.io/example/worker:1.4", read by settings.ts), not a domain to serve.
  let withoutImages = lower;
  for (const m of lower.matchAll(IMAGE_REFERENCE))
    if (imageAt(m, lower))
      withoutImages =
        withoutImages.slice(0, m.index) + ' '.repeat(m[0].length) + withoutImages.slice(m.index + m[0].length);
  // An address mail goes to or a URL with a path (a webhook) names something to reach, not a domain to serve.
  for (const [a, b] of valueSpans(lower))
    if (/@|:\/\/[^/\s]+\/\S/.test(lower.slice(a, b)))
      withoutImages = withoutImages.slice(0, a) + ' '.repeat(b - a) + withoutImages.slice(b);
  const domain = withoutImages.match(DNS_NAMED) ?? withoutImages.match(DOMAIN);
  if (domain && !/\.(?:js|py|zip)$/.test(domain[1])) {
    attrs.domain ??= domain[1];
    // A path written right after the host ("status.example.org/healthz") is the path asked on it.
    const path = /^\/[a-z0-9_.~-]+(?:\/[a-z0-9_.~-]+)*\/?(?![\w:@])/.exec(
      withoutImages.slice((domain.index ?? 0) + domain[0].length),
    );
    if (path) attrs.path ??= path[0];
  }
}

// A domain with the path written right after it ("status.example.org/healthz"): both are read.
const DOMAIN_AND_PATH = new RegExp(`${DOMAIN.source}(?:\\/[a-z0-9_.~-]+)*`);

// A protocol with its version ("TLS 1.3") states a value no flag holds: its words stay to be said
// as not read, so the answer claims nothing of a version it did not read.
const VERSIONED = /^(?:tls|ssl)\s*(?:v(?:ersion)?\s*)?\d/;

/**
 * Where the phrase says what readAttributes reads (flags, regions, ranges, ports, a domain), as
 * spans of `lower`: those words are settings of the phrase's components, never words left unread.
 */
export function flagSpans(lower: string): [number, number][] {
  const spans: [number, number][] = [];
  const every = (re: RegExp) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const [, re] of [...FLAG_PATTERNS, ...NEGATED])
    for (const m of lower.matchAll(every(re)))
      if (!VERSIONED.test(lower.slice(m.index))) spans.push([m.index, m.index + m[0].length]);
  for (const re of [CIDR, PORT, DOMAIN_AND_PATH, DNS_NAMED])
    for (const m of lower.matchAll(every(re))) spans.push([m.index, m.index + m[0].length]);
  const { regions, zones } = readRegions(lower);
  for (const r of [...regions, ...zones]) {
    const at = lower.indexOf(r);
    if (at >= 0) spans.push([at, at + r.length]);
  }
  return spans;
}
