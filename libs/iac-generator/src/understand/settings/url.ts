/**
 * The `url` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const URL_GCP: Rule[] = [
  // An address a job calls or a check probes; a URL said to be subscribed or notified is a delivery endpoint
  // instead. Elsewhere a URL is context (its host is read as a domain), so nothing is said where nothing takes it.
  {
    re: /(?<!\b(?:subscri\w*|webhook|notif\w*|deliver\w*|push\w*)\b[^.;\n]{0,40}?)\bhttps?:\/\/[a-z0-9.-]+(?::\d{2,5})?(?:\/[^\s'",;)]*)?/g,
    read: (m) => ({ label: 'address', values: { url: m[0].replace(/[.]+$/, '') }, family: 'url', quiet: true }),
    consume: 'none',
    examples: {
      reads: { 'an uptime check on https://shop.example.com/health': { url: 'https://shop.example.com/health' } },
      leaves: ['a pub/sub subscription that pushes to https://hooks.example.com/in'],
    },
  },
];
