/**
 * The `privateOrigin` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PRIVATE_ORIGIN_AZURE: Rule[] = [
  // A CDN reaching its origin privately: "private-link backends", "an origin accessed via Private Link".
  {
    re: /\bprivate[- ]?link\s+(?:origins?|backends?)\b|\b(?:origins?|backends?|reached|reachable|connected|accessed)\s+(?:over|via|through|using|with)\s+(?:a\s+)?private[- ]?link\b/g,
    read: () => ({ label: 'private link origin', values: {}, flags: ['privateLink'], family: 'privateOrigin' }),
    when: /front ?door|\bcdn\b|\bafd\b/,
    examples: {
      reads: {
        'a front door profile with private link origins': {},
        'a cdn whose backend is reached over private link': {},
      },
      leaves: ['a storage account with a private endpoint'],
    },
  },
];
