/**
 * The `clientSecret` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CLIENT_SECRET_SERVICE: Rule[] = [
  // An app client without a secret, as browser and mobile apps need: "without a secret", "public app client".
  {
    re: /\b(?:no|without)(?:\s+an?)?\s+(?:client\s+)?secret\b|\bpublic(?=\s+(?:app\s+)?client\b)|\bsecret[- ]?less(?=\s+(?:app\s+)?client\b)/g,
    when: /\bcognito\b|\buser pool\b|\bapp client\b/,
    read: () => ({ label: 'no client secret', values: {}, flags: ['publicClient'], family: 'clientSecret' }),
    examples: {
      reads: { 'a cognito user pool with an app client without a secret': {}, 'a user pool with a public client': {} },
      leaves: ['a user pool where users sign in with email'],
    },
  },
];
