import { dnsName } from '../common';
import { type Component } from '../../../model/types';

// "A alias api.example.io -> …", "a CNAME docs.example.io", "record status.example.io": the host the record is for.
const RECORD_HOST =
  /\b(?:a|aaaa|cname|alias|alias\s+record|record)\s+(?:for\s+|named\s+|called\s+)?["']?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12})\b/i;

/**
 * The record's name in its zone: the name given, else the host the request says the record is for
 * (its labels before the zone's domain, or before the last two), else "www".
 */
export function recordLabel(c: Component, phrases: readonly string[], zoneDomain?: string): string {
  if (c.name && !/^q/.test(c.name)) return dnsName(c);
  for (const p of phrases) {
    const host = RECORD_HOST.exec(p)?.[1]?.toLowerCase();
    if (!host) continue;
    const labels = host.split('.');
    const inZone = zoneDomain && host.endsWith(`.${zoneDomain.toLowerCase()}`);
    const label = inZone ? host.slice(0, -zoneDomain!.length - 1) : labels.slice(0, -2).join('.');
    if (label) return label;
  }
  return 'www';
}
