/**
 * The `allowFrom` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const ALLOW_FROM: Rule[] = [
  // Traffic a network policy lets in: "allowing traffic from namespace monitoring on port 9090".
  {
    re: /\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?from\s+(?:the\s+)?(?:namespace|ns)\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b|\s+(?:on|to)\s+the\s+([a-z][a-z0-9-]{0,14})\s+port\b)?/g,
    // A port said by its name ("to the metrics port") is the container port of that name.
    read: (m) => ({
      label: 'allowed traffic',
      values: { allowFrom: { namespace: m[1], port: m[2] ? Number(m[2]) : m[3] } },
      family: 'allowFrom',
    }),
    examples: {
      reads: {
        'a network policy allowing traffic from namespace monitoring on port 9090': {
          allowFrom: { namespace: 'monitoring', port: 9090 },
        },
        'allow traffic from namespace telemetry to the scrape port': {
          allowFrom: { namespace: 'telemetry', port: 'scrape' },
        },
      },
      leaves: ['allow ssh from the office'],
    },
  },
];

export const ALLOW_FROM_K8S_OBJECT: Rule[] = [
  // Traffic a policy lets in from one namespace only: "only from namespace monitoring", "from the ops namespace";
  // "allow ingress" before it is the policy's direction, not an Ingress object.
  {
    re: /(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\b(?:from|by)\s+(?:pods\s+in\s+|pods\s+of\s+)?(?:the\s+)?(?:namespace|ns)\s+(?!(?:with|and|or|the|a|an|named|called)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b|\s+(?:on|to)\s+the\s+([a-z][a-z0-9-]{0,14})\s+port\b)?|(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\bfrom\s+(?:pods\s+in\s+)?the\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\s+namespace\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b|\s+(?:on|to)\s+the\s+([a-z][a-z0-9-]{0,14})\s+port\b)?/g,
    // Said of a network policy by name, or by the traffic it lets in or keeps out ("allow ingress to ...").
    when: /\bnetwork ?polic|\b(?:allow|deny|denies|block)\w*\s+(?:all\s+)?(?:ingress|egress)\b|\b(?:ingress|egress)\s+traffic\b/,
    read: (m) => {
      // A port said by its name ("to the metrics port") is the container port of that name.
      const port = m[2] ?? m[5];
      return {
        label: 'allowed from',
        values: { allowFrom: { namespace: m[1] ?? m[4], port: port ? Number(port) : (m[3] ?? m[6]) } },
        family: 'allowFrom',
      };
    },
    examples: {
      reads: {
        'a network policy allowing ingress only from namespace monitoring': { allowFrom: { namespace: 'monitoring' } },
        'a network policy letting traffic in from namespace telemetry to the scrape port': {
          allowFrom: { namespace: 'telemetry', port: 'scrape' },
        },
        'allow ingress to pods labelled tier=api only from the namespace edge': { allowFrom: { namespace: 'edge' } },
      },
      leaves: ['a network policy that denies all ingress'],
    },
  },
];
