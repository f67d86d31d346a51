/**
 * The `threatIntel` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const MODE = { alert: 'Alert', deny: 'Deny', off: 'Off' } as const;
type Mode = keyof typeof MODE;

export const THREAT_INTEL_AZURE: Rule[] = [
  // What an Azure Firewall does with traffic to known-malicious addresses: "threat intel mode Deny", "Alert threat intelligence".
  {
    re: /\bthreat[\s-]+intel(?:ligence)?(?:[\s-]+(?:based\s+filtering|mode))?\s+(?:(?:of|=|:|is|set\s+to|in|on)\s+)?(alert|deny|off)\b(?:\s+mode\b)?|\b(alert|deny)(?:\s+mode)?\s+(?:for\s+)?threat[\s-]+intel(?:ligence)?(?:\s+mode)?\b|\b(alert|deny)\s+mode\b(?=[^.;\n]{0,40}\bthreat[\s-]+intel)|\b(alert|deny)\s+(?:on|for)\s+(?:known\s+)?threat[\s-]+intel(?:ligence)?\b/g,
    read: (m) => ({
      label: 'threat intelligence mode',
      values: { threatIntelMode: MODE[(m[1] ?? m[2] ?? m[3] ?? m[4]) as Mode] },
      family: 'threatIntel',
    }),
    examples: {
      reads: {
        'a firewall policy with threat intel mode deny': { threatIntelMode: 'Deny' },
        'a firewall policy in alert threat intel mode': { threatIntelMode: 'Alert' },
        'threat intelligence set to off': { threatIntelMode: 'Off' },
        'the policy should deny on threat intelligence': { threatIntelMode: 'Deny' },
      },
      leaves: ['a firewall policy for the hub'],
    },
  },
  // The firewall answering DNS for the network, so FQDNs in network rules resolve: "DNS proxy on".
  {
    re: /\b(enable|disable)\s+(?:the\s+)?dns\s+proxy\b|\bdns\s+proxy(?:ing)?(?:\s+(?:is\s+)?(enabled|on|off|disabled))?\b/g,
    read: (m) => ({
      label: 'DNS proxy',
      values: { dnsProxy: !/^(?:disable|off|disabled)$/.test(m[1] ?? m[2] ?? '') },
      family: 'threatIntel',
    }),
    examples: {
      reads: { 'a firewall policy with dns proxy enabled': { dnsProxy: true }, 'dns proxy off': { dnsProxy: false } },
      leaves: ['a private dns zone'],
    },
  },
  // Names an application rule lets traffic out to: "an application rule allowing *.microsoft.com and github.com".
  {
    re: /\b(?:allow(?:s|ing)?|permit(?:s|ting)?)\s+(?:outbound\s+)?(?:https?\s+)?(?:(?:traffic|access)\s+)?(?:to\s+)?((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\s*(?:,|and|or)\s*(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})*)\b/g,
    when: /\bazure firewall\b|\bfirewall polic(?:y|ies)\b|\bapplication rules?\b|\brule collection/,
    read: (m) => ({
      label: 'allowed FQDNs',
      values: { allowedFqdns: m[1].split(/\s*(?:,|\band\b|\bor\b)\s*/).filter(Boolean) },
      family: 'threatIntel',
    }),
    consume: 1,
    examples: {
      reads: {
        'an azure firewall application rule allowing *.microsoft.com and github.com': {
          allowedFqdns: ['*.microsoft.com', 'github.com'],
        },
      },
      leaves: ['an azure firewall allowing tcp 443 from 10.0.0.0/16'],
    },
  },
];
