/**
 * DNS records stated in a request, shared by every cloud: each record becomes a record component
 * of its zone, and writers read a record's name, values and TTL through these helpers so every
 * format writes the same record.
 */
import { type DnsRecord } from '../model/dns-records';
import { type Component } from '../model/types';
import { type Planner } from '../plan/planner';

/** Seconds a record is cached when the request states no TTL. */
const DEFAULT_TTL = 300;

/**
 * Gives the zone one record component per stated record: record components the request named
 * ("an A record ...") take the stated records in order, and the rest are added for it. Called as a
 * planning step of the zone (a kind.json row `{ "use": "planStatedRecords", "with": [recordKind] }`).
 */
export function planStatedRecords(zone: Component, plan: Planner, recordKind: string): void {
  const records = plan.global.dnsRecords ?? [];
  // Once: the first zone takes the records, whichever of its zone and record kinds plans first.
  if (!records.length || plan.all(zone.kind)[0] !== zone || plan.all(recordKind).some((c) => c.config.record)) return;
  const named = plan.all(recordKind).filter((c) => !c.implicit && !c.config.record);
  records.forEach((r, i) => {
    const c =
      named[i] ??
      plan.add(recordKind, {
        label: `${r.name === '@' ? 'apex' : r.name}_${r.type.toLowerCase()}`,
        phrase: named[0]?.phrase ?? zone.phrase,
      });
    c.config.record = r;
    c.ref.zone = zone;
    // The record's own TTL is the one its writer writes: the component holds it (a copy, as a group's
    // components share attributes), so the TTL stated for this record is the one reported as written.
    // A TTL setting stated beside it (held by the zone or a named record) goes with it, to the record it was stated for.
    if (r.ttl !== undefined) {
      c.attrs = { ...c.attrs, dnsTtl: r.ttl };
      const stated = [zone, ...named].flatMap((n) => n.settings ?? []).filter((x) => x.values?.dnsTtl === r.ttl);
      c.settings = [...new Set([...(c.settings ?? []), ...stated])];
    }
  });
  // A record named beyond the stated ones is one of them said again ("a CNAME ... the CNAME record").
  for (const extra of named.slice(records.length)) extra.config.record = records.at(-1);
}

/** The stated record a component writes, if any. */
export const statedRecord = (c: Component): DnsRecord | undefined => c.config.record as DnsRecord | undefined;

/** The record's TTL: its own, else the TTL stated for the records or the zone, else the default. */
export function recordTtl(c: Component, r?: DnsRecord): number {
  // Both are read, so a TTL setting held by the record or its zone counts as written.
  const stated = c.attrs.dnsTtl ?? (c.ref.zone as Component | undefined)?.attrs.dnsTtl;
  return r?.ttl ?? stated ?? DEFAULT_TTL;
}

/** The name relative to the zone: "@" for the apex, "www" for "www.example.org" in example.org. */
export function relativeName(name: string, domain: string): string {
  const n = name.replace(/\.$/, '');
  if (n === '@' || n === domain) return '@';
  return n.endsWith(`.${domain}`) ? n.slice(0, -domain.length - 1) : n;
}

/** The full name with a trailing dot, as Cloud DNS and MX/CNAME targets write it. */
export const fqdn = (name: string, domain: string): string =>
  `${relativeName(name, domain) === '@' ? domain : `${relativeName(name, domain)}.${domain}`}.`;

/** A TXT value quoted for a record set's data (Route 53 and Cloud DNS keep the quotes in the value). */
const quotedTxt = (v: string): string => `"${v.replace(/"/g, '\\"')}"`;

/** An MX value's parts: "10 mail.example.org". */
export function mxParts(v: string): { preference: number; exchange: string } {
  const [p, host] = v.split(' ');
  return { preference: Number(p), exchange: host };
}

/** An SRV value's parts: "10 5 5060 sip.example.org". */
export function srvParts(v: string): { priority: number; weight: number; port: number; target: string } {
  const [priority, weight, port, target] = v.split(' ');
  return { priority: Number(priority), weight: Number(weight), port: Number(port), target };
}

/**
 * Values in the zone-file form Route 53 (CloudFormation) and Cloud DNS take: TXT quoted, host
 * names of CNAME, MX and SRV records ending in a dot when `dotted`.
 */
export function zoneFileValues(r: DnsRecord, dotted: boolean, quoteTxt: boolean): string[] {
  const dot = (h: string) => (dotted && !h.endsWith('.') ? `${h}.` : h);
  switch (r.type) {
    case 'TXT':
      return r.values.map((v) => (quoteTxt ? quotedTxt(v) : v));
    case 'CNAME':
      return r.values.map(dot);
    case 'MX':
      return r.values.map((v) => `${mxParts(v).preference} ${dot(mxParts(v).exchange)}`);
    case 'SRV':
      return r.values.map((v) => v.replace(/\S+$/, (h) => dot(h)));
    default:
      return r.values;
  }
}
