/**
 * The `ipRules` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { IP, IP_LIST } from './gcp-words';

export const IP_RULES_GCP: Rule[] = [
  // Addresses a security policy blocks or allows: "blocks 192.0.2.44", "permit 172.16.0.0/12 and 10.8.0.0/16".
  {
    re: new RegExp(
      `\\b(block\\w*|den(?:y|ies|ied|ying)|reject\\w*|allow\\w*|permit\\w*)\\s+(?:all\\s+)?(?:traffic\\s+|requests?\\s+|access\\s+)?(?:from\\s+)?(?:the\\s+)?(?:ips?\\s+|(?:ip\\s+)?address(?:es)?\\s+|(?:ip\\s+)?ranges?\\s+)?(${IP_LIST.source})`,
      'g',
    ),
    read: (m) => ({
      label: 'address rule',
      values: {
        ipRules: [
          {
            access: /^(?:block|den|reject)/.test(m[1]) ? 'Deny' : 'Allow',
            ranges: m[2].match(new RegExp(IP, 'g')) ?? [],
          },
        ],
      },
      family: 'ipRules',
    }),
    when: /\bcloud armor\b|\bsecurity polic(?:y|ies)\b/,
    examples: {
      reads: {
        'a cloud armor security policy that blocks 198.51.100.0/24': {
          ipRules: [{ access: 'Deny', ranges: ['198.51.100.0/24'] }],
        },
      },
      leaves: ['a cloud armor security policy for the backend'],
    },
  },
];
