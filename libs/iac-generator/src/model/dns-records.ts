/**
 * DNS records as a request states them: "an A record app -> 203.0.113.10", "a CNAME www pointing
 * to app.example.org", "a TXT record @ with "v=spf1 include:_spf.example.net ~all"", "MX 10
 * mail.example.org", "TTL 600". Read from the request as written (values keep their case and
 * quotes are kept whole), so every cloud's writers write the same records.
 */

/** The record types every cloud's writers write; any other stated type is reported, never dropped. */
const WRITTEN_TYPES = ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV'] as const;
type RecordType = (typeof WRITTEN_TYPES)[number];

export interface DnsRecord {
  type: RecordType;
  /** The name as stated, relative to the zone ("www"), "@" for the zone apex, or a full name. */
  name: string;
  /** A, AAAA: addresses; CNAME: one host; TXT: the texts; MX: "priority host"; SRV: "priority weight port host". */
  values: string[];
  ttl?: number;
}

export interface StatedRecords {
  records: DnsRecord[];
  /** Records no writer writes, as stated: of a type none writes ("a CAA record"), or with no value read. */
  unwritten: string[];
}

const TYPE = /(?<![.\w-])(AAAA|A|CNAME|TXT|MX|SRV|NS|CAA|PTR|DS|SOA|NAPTR|SPF)(?:[ -]records?)?(?![.\w-])/gi;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6 = /(?<![\w:])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi;
const HOST = /\b(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9])?\.)+[a-z]{2,}\.?/gi;
const TTL =
  /\bttl\s*(?:of\s*|=\s*|:\s*)?(\d+)\s*(?:s|sec|secs|seconds)?\b|(?<![\d.])\b(\d+)\s*(?:s|sec|secs|seconds)?\s+ttl\b/gi;
// The record's name right after its type: "A record app", "CNAME named www", "TXT for @".
const NAME =
  /^\s*(?:named\s+|called\s+|for\s+|at\s+|on\s+)?(?:the\s+)?(@|\*|apex|root|[a-z0-9_*](?:[a-z0-9_.*-]*[a-z0-9_])?)/i;
// Words after a type that are never a record's name.
const NOT_NAMES =
  /^(?:with|pointing|points|to|that|which|and|in|of|set|value|values|resolving|for|the|a|an|is|->|=>)$/i;

/** Whether a reported record is of a type the writers write (reported only for lack of a value). */
const isWritten = (said: string) => (WRITTEN_TYPES as readonly string[]).includes(said.split(/[\s-]/)[0].toUpperCase());

function ttlsIn(s: string): number[] {
  return [...s.matchAll(TTL)].map((m) => Number(m[1] ?? m[2]));
}

function valuesOf(type: RecordType, body: string): string[] {
  // A TTL is not a value, nor are the words that state it.
  const rest = body.replace(TTL, ' ');
  switch (type) {
    case 'A':
      return rest.match(IPV4) ?? [];
    case 'AAAA':
      return (rest.match(IPV6) ?? []).filter((v) => v.includes(':'));
    case 'CNAME':
      return (rest.match(HOST) ?? []).slice(0, 1).map((h) => h.replace(/\.$/, ''));
    case 'TXT':
      return [...rest.matchAll(/"([^"]*)"|“([^”]*)”/g)].map((m) => m[1] ?? m[2]);
    case 'MX': {
      // "10 mail.example.org", "mail.example.org with priority 10", "priority 10 mail.example.org"
      const out: string[] = [];
      const hosts = [...rest.matchAll(HOST)];
      for (const h of hosts) {
        const before = rest.slice(0, h.index).match(/(\d+)\s*(?:[:,-]\s*)?$/);
        const after = rest
          .slice(h.index! + h[0].length)
          .match(/^\s*(?:\(|,)?\s*(?:with\s+)?(?:priority|preference|pref)\s*(?:of\s*)?(\d+)/i);
        const named = rest.slice(0, h.index).match(/(?:priority|preference|pref)\s*(?:of\s*)?(\d+)\D*$/i);
        const priority = before?.[1] ?? after?.[1] ?? named?.[1] ?? '10';
        out.push(`${priority} ${h[0].replace(/\.$/, '')}`);
      }
      return out;
    }
    case 'SRV': {
      const host = rest.match(HOST)?.[0]?.replace(/\.$/, '');
      if (!host) return [];
      const n = (w: string) => rest.match(new RegExp(`\\b${w}\\s*(?:of\\s*)?(\\d+)`, 'i'))?.[1];
      const bare = rest.match(/\b(\d+)\s+(\d+)\s+(\d+)\s+/);
      const port = n('port') ?? bare?.[3];
      if (!port) return [];
      return [`${n('priority') ?? bare?.[1] ?? '10'} ${n('weight') ?? bare?.[2] ?? '5'} ${port} ${host}`];
    }
  }
}

/** The records a request states, each with the TTL stated for it (or the one TTL the request states). */
export function readDnsRecords(text: string): StatedRecords {
  const starts = [...text.matchAll(TYPE)].filter((m) => {
    // A lone capital "A" is a record type only as "A record" or before a name and an address.
    // "a" in lower case is the article; short words in lower case are types only as "ns record".
    if (m[1] === 'a' || (/^(?:ns|ds|spf|soa)$/.test(m[1]) && !/record/i.test(m[0]))) return false;
    if (
      m[1] === 'A' &&
      !/record/i.test(m[0]) &&
      !/^\s+\S+\s*(?:->|=>|→|pointing|points|at|to)\s*\d/.test(text.slice(m.index! + m[0].length))
    )
      return false;
    // "SPF" inside a TXT value is the value, not a type.
    const before = text.slice(0, m.index);
    return (before.match(/"/g) ?? []).length % 2 === 0;
  });
  const records: DnsRecord[] = [];
  const unwritten: string[] = [];
  starts.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const sentenceEnd = text.slice(start).search(/(?<!")[.;](?=\s|$)(?![^"]*"[^"]*$)|\n/);
    const end = Math.min(starts[i + 1]?.index ?? text.length, sentenceEnd < 0 ? text.length : start + sentenceEnd);
    const body = text.slice(start, end);
    const type = m[1].toUpperCase();
    if (!(WRITTEN_TYPES as readonly string[]).includes(type)) {
      unwritten.push(
        text
          .slice(m.index, end)
          .trim()
          .replace(/(?:[,\s]+(?:and|with|plus|an?)\b)*[,\s]*$/i, ''),
      );
      return;
    }
    const named = body.match(NAME);
    let rawName = named && !NOT_NAMES.test(named[1]) && !/^\d+$|^(?:\d+\.){3}\d+$|:/.test(named[1]) ? named[1] : '@';
    // The name is not one of the values ("CNAME docs.example.org -> ..." names the record first).
    let values = valuesOf(type as RecordType, rawName === '@' ? body : body.slice(named!.index! + named![0].length));
    // "an MX record mail.example.org with priority 20": a host with nothing after it is the value.
    if (!values.length && rawName.includes('.')) [rawName, values] = ['@', valuesOf(type as RecordType, body)];
    const name = /^(?:apex|root)$/i.test(rawName) ? '@' : rawName;
    if (!values.length) {
      unwritten.push(`${m[0]}${body}`.trim().replace(/(?:[,\s]+(?:and|with|plus|an?)\b)*[,\s]*$/i, ''));
      return;
    }
    const ttls = ttlsIn(body);
    records.push({ type: type as RecordType, name, values, ttl: ttls[0] });
  });
  // Records without a value are written as before (pointing at what the request serves) when no
  // record has one; beside records that do, they are reported.
  if (!records.length) unwritten.splice(0, unwritten.length, ...unwritten.filter((u) => !isWritten(u)));
  // One TTL stated for the request is every record's TTL.
  const all = [...new Set(ttlsIn(text))];
  if (all.length === 1) for (const r of records) r.ttl ??= all[0];
  return { records, unwritten };
}
