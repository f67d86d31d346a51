/**
 * The `privateDns` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PRIVATE_DNS: Rule[] = [
  // Names of a linked network's machines registered in a private zone: "auto-registration off", "with auto-registration".
  {
    re: /\b(?:(no|without|disable|disabled)\s+)?(?:vm\s+)?auto[- ]?registration(?:\s+(?:is\s+|set\s+to\s+)?(on|off|enabled|disabled|true|false))?\b/g,
    read: (m) => ({
      label: 'auto-registration',
      values: { autoRegistration: !m[1] && !/^(?:off|disabled|false)$/.test(m[2] ?? '') },
      family: 'privateDns',
    }),
    examples: {
      reads: {
        'a private dns zone with auto-registration enabled': { autoRegistration: true },
        'a private dns zone without auto registration': { autoRegistration: false },
      },
      leaves: ['a private dns zone for the vnet'],
    },
  },
];
