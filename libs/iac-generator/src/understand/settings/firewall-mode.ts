/**
 * The `firewallMode` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const FIREWALL_MODE_AZURE: Rule[] = [
  // A web application firewall's mode: blocking ("prevention mode") or only logging ("detection mode").
  {
    re: /\b(prevention|detection)\s+mode\b/g,
    read: (m) => ({
      label: 'firewall mode',
      values: { wafMode: m[1] === 'prevention' ? ('Prevention' as const) : ('Detection' as const) },
      family: 'firewallMode',
    }),
    examples: {
      reads: { 'a waf policy in prevention mode': { wafMode: 'Prevention' } },
      leaves: ['a waf policy for the gateway'],
    },
  },
];
