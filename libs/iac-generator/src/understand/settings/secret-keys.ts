/**
 * The `secretKeys` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { NAME, KEY } from './k8s-words';

export const SECRET_KEYS_K8S: Rule[] = [
  // A Secret's keys: "a Secret holding SMTP_PASS and WEBHOOK_KEY", "Secret cache-auth (username/token)".
  {
    re: new RegExp(
      `\\bsecrets?\\b(?:\\s+(?:${NAME}|q\\u00a7\\d+))?\\s*(?:\\(\\s*|\\s+(?:holding|with|containing|storing|that holds|which holds|for|keys?)\\s+(?:the\\s+|an?\\s+|keys?\\s+)*)(${KEY}(?:\\s*(?:,|\\/|and|&)\\s*${KEY})*)`,
      'g',
    ),
    read: (m) => ({
      label: 'secret keys',
      values: { secretKeys: [...new Set(m[1].split(/\s*(?:,|\/|\band\b|&)\s*/).filter(Boolean))] },
      family: 'secretKeys',
    }),
    consume: 1,
    examples: {
      reads: { 'a secret holding smtp_pass and webhook_key': { secretKeys: ['smtp_pass', 'webhook_key'] } },
      leaves: ['a secret rotated every 30 days'],
    },
  },
];
