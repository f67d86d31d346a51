/**
 * The `sessions` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SESSIONS: Rule[] = [
  // Message sessions: "sessions on", "a session-enabled subscription", "require sessions".
  {
    re: /\bsessions?\s+(?:enabled|on|support(?:ed)?)\b|\bsession[- ]enabled\b|\brequires?\s+sessions?\b|\b(?:enable|with)\s+sessions\b/g,
    read: () => ({ label: 'sessions', values: { sessions: true }, family: 'sessions' }),
    examples: {
      reads: {
        'a service bus queue with sessions enabled': { sessions: true },
        'a session-enabled subscription': { sessions: true },
      },
      leaves: ['a queue for user sessions'],
    },
  },
];
