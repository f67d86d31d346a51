/**
 * The `dns` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const DNS: Rule[] = [
  // A DNS record's name is the record's, never a component ("an A record db", "a CNAME api ...").
  {
    re: /\b(?:a|aaaa|cname|txt|mx|srv)[ -]records?\s+(?:named\s+|called\s+|for\s+)?([a-z0-9_][a-z0-9_.-]*)/g,
    read: () => ({ label: 'DNS record name', values: {}, family: 'dns', untracked: true, quiet: true }),
    consume: 1,
    examples: { reads: { 'a cname record for www.example.com': {} }, leaves: ['a hosted zone for example.com'] },
  },
  // A TTL in seconds is a DNS record's ("TTL 600", "a TTL of 300 seconds"); a table's TTL names an attribute.
  {
    re: /\bttl\s*(?:of\s*|=\s*|:\s*)?(\d{1,6})\s*(?:s|secs?|seconds)?\b|(?<![\d.])\b(\d{1,6})\s*(?:s|secs?|seconds)?\s+ttl\b/g,
    read: (m) => ({ label: 'DNS TTL', values: { dnsTtl: Number(m[1] ?? m[2]) }, family: 'dns' }),
    examples: {
      reads: { 'a route53 record with ttl 300': { dnsTtl: 300 } },
      leaves: ['a cache that keeps items 300 seconds'],
    },
  },
  // A zone handing a subdomain to another zone's name servers: its NS records for that subdomain.
  {
    re: /\bdelegat(?:e|es|ed|ing|ion)\b/g,
    read: () => ({ label: 'delegation', values: { delegation: true }, family: 'dns' }),
    consume: 'none',
    examples: {
      reads: {
        'delegate the subdomain to it from route 53': { delegation: true },
        'a hosted zone with a delegation of dev.example.com to the other account': { delegation: true },
      },
      leaves: ['a hosted zone for example.com'],
    },
  },
];
