/**
 * The `protocols` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { TRANSFER } from './service-words';

export const PROTOCOLS_SERVICE: Rule[] = [
  // The protocols a file transfer server speaks: "SFTP", "FTPS and SFTP".
  {
    re: /\b(?:sftp|ftps|ftp|as2)\b(?:\s*(?:,|and|or|\+|\/|&)\s*(?:sftp|ftps|ftp|as2)\b)*/g,
    when: TRANSFER,
    read: (m) => ({
      label: 'protocols',
      values: { protocols: [...new Set(m[0].match(/sftp|ftps|ftp|as2/g) ?? [])].map((p) => p.toUpperCase()) },
      family: 'protocols',
    }),
    consume: 'none',
    examples: {
      reads: { 'a transfer family server speaking sftp and ftps': { protocols: ['SFTP', 'FTPS'] } },
      leaves: ['an sftp client on my laptop'],
    },
  },
];
