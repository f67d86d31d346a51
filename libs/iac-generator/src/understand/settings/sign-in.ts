/**
 * The `signIn` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SIGN_IN_SERVICE: Rule[] = [
  // Users of a user pool sign in with their email address as the username.
  {
    re: /\bemail(?: address)?\s+(?:as|is)\s+(?:the\s+|their\s+)?(?:username|user name|login|sign[- ]in)\b|\b(?:sign|log)[- ]?in\s+(?:with|using|by)\s+(?:their\s+|an?\s+)?email\b|\busernames?\s+(?:are|is)\s+(?:the\s+|their\s+)?emails?\b/g,
    read: () => ({ label: 'email sign-in', values: {}, flags: ['emailSignIn'], family: 'signIn' }),
    examples: {
      reads: { 'a cognito user pool where users sign in with email': {} },
      leaves: ['an sns topic that emails ops@example.com'],
    },
  },
];
