/**
 * The `protocol` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PROTOCOL_GCP: Rule[] = [
  // "a plain HTTP load balancer", "an HTTPS external load balancer": the protocol it serves. Other
  // clouds' load balancers choose their listeners themselves, so nothing is said where nothing takes it.
  {
    re: /\b(?:plain\s+)?(https?)\s+(?:(?:global|external|internal|public|regional|application|cloud)\s+){0,2}(?:load ?balanc\w*|lb)\b|\bload ?balanc\w*\s+(?:serving|on|over|for|speaking)\s+(?:plain\s+)?(https?)\b/g,
    read: (m) => ({
      label: 'protocol',
      values: { protocol: (m[1] ?? m[2]) as 'http' | 'https' },
      family: 'protocol',
      quiet: true,
    }),
    consume: 'none',
    examples: {
      reads: {
        'an https load balancer in front of the cloud run service': { protocol: 'https' },
        'a load balancer serving http': { protocol: 'http' },
      },
      leaves: ['a load balancer in front of two vms'],
    },
  },
];
