/**
 * The `allowFrom` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const ALLOW_FROM: Rule[] = [
  // Traffic a network policy lets in: "allowing traffic from namespace monitoring on port 9090".
  {
    re: /\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?from\s+(?:the\s+)?(?:namespace|ns)\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?/g,
    read: (m) => ({
      label: 'allowed traffic',
      values: { allowFrom: { namespace: m[1], port: m[2] ? Number(m[2]) : undefined } },
      family: 'allowFrom',
    }),
    examples: {
      reads: {
        'a network policy allowing traffic from namespace monitoring on port 9090': {
          allowFrom: { namespace: 'monitoring', port: 9090 },
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
    re: /(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\b(?:from|by)\s+(?:pods\s+in\s+|pods\s+of\s+)?(?:the\s+)?(?:namespace|ns)\s+(?!(?:with|and|or|the|a|an|named|called)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?|(?:\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?(?:only\s+)?|\bonly\s+)?\bfrom\s+(?:pods\s+in\s+)?the\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\s+namespace\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?/g,
    // Said of a network policy by name, or by the traffic it lets in or keeps out ("allow ingress to ...").
    when: /\bnetwork ?polic|\b(?:allow|deny|denies|block)\w*\s+(?:all\s+)?(?:ingress|egress)\b|\b(?:ingress|egress)\s+traffic\b/,
    read: (m) => {
      const port = m[2] ?? m[4];
      return {
        label: 'allowed from',
        values: { allowFrom: { namespace: m[1] ?? m[3], port: port ? Number(port) : undefined } },
        family: 'allowFrom',
      };
    },
    examples: {
      reads: {
        'a network policy allowing ingress only from namespace monitoring': { allowFrom: { namespace: 'monitoring' } },
        'allow ingress to pods labelled tier=api only from the namespace edge': { allowFrom: { namespace: 'edge' } },
      },
      leaves: ['a network policy that denies all ingress'],
    },
  },
];
