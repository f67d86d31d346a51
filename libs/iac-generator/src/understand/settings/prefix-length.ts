/**
 * The `prefixLength` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PREFIX_LENGTH_AZURE: Rule[] = [
  // How many addresses a public IP prefix holds, by its length: "prefix length 30", "a /29 prefix".
  {
    re: /\bprefix\s+(?:length|size)\s*(?:of|=|:|is)?\s*\/?(\d{2})\b|(?<![\d.])\/(\d{2})\s+(?:public\s+ip\s+(?:address\s+)?)?prefix\b|\bprefix\s+(?:of\s+)?\/(\d{2})\b/g,
    // Only in a request about public IP prefixes: a private range's or a subnet's prefix length is another family's.
    when: /\bpublic\s+ip\b|\bip\s+prefix/,
    read: (m) => ({
      label: 'prefix length',
      values: { prefixLength: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'prefixLength',
    }),
    // Only the number: the words "public ip prefix" stay the resource's.
    consume: [1, 2, 3],
    examples: {
      reads: {
        'a public ip prefix with prefix length 30': { prefixLength: 30 },
        'a /29 public ip prefix': { prefixLength: 29 },
        'a public ip prefix of /28': { prefixLength: 28 },
      },
      leaves: ['a vnet with address space 10.0.0.0/16 and a public ip prefix'],
    },
  },
];
