/**
 * The `subscriber` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SUBSCRIBER: Rule[] = [
  // The short name an action group's messages show ("short name 'sreteam'"), up to 12 characters.
  {
    re: /\bshort\s+name\s*(?:is\s+|of\s+|=\s*|:\s*)?(q\u00a7\d+|[a-z0-9][a-z0-9-]{0,11})(?![\w-])/g,
    read: (m) => ({ label: 'short name', values: { groupShortName: m[1] }, family: 'subscriber' }),
    examples: {
      reads: { 'an action group emailing ops@example.com with short name opsteam': { groupShortName: 'opsteam' } },
      leaves: ['an action group for the web team'],
    },
  },
  // Where a subscription delivers: an email address, or a URL said to be subscribed or notified.
  {
    re: /\b[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/g,
    read: (m) => ({
      label: 'subscription endpoint',
      values: { subscriptionEndpoint: { protocol: 'email', address: m[0] } },
      family: 'subscriber',
    }),
    examples: {
      reads: {
        'an sns topic that emails ops@example.com': {
          subscriptionEndpoint: { protocol: 'email', address: 'ops@example.com' },
        },
      },
      leaves: ['an sns topic for alerts'],
    },
  },
  {
    re: /\b(?:subscri\w*|webhook|notif\w*|deliver\w*|push\w*)\b[^.;\n]{0,40}?\b(https?):\/\/([a-z0-9.-]+(?::\d{2,5})?(?:\/[^\s'",;)]*)?)/g,
    read: (m) => ({
      label: 'subscription endpoint',
      values: { subscriptionEndpoint: { protocol: m[1] as 'https' | 'http', address: `${m[1]}://${m[2]}` } },
      family: 'subscriber',
    }),
    consume: 2,
    examples: {
      reads: {
        'a topic that pushes to https://hooks.example.com/in': {
          subscriptionEndpoint: { protocol: 'https', address: 'https://hooks.example.com/in' },
        },
      },
      leaves: ['a static site at https://example.com'],
    },
  },
];
