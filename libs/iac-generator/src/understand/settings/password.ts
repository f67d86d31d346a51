/**
 * The `password` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { excluded } from './limits-words';

export const PASSWORD_LIMITS: Rule[] = [
  // "a generated password of 24 characters", "32-character password", "excluding quotes and backslashes".
  {
    re: /\b(?:(?:(?:randomly\s+)?(?:generated|random)\s+)?password\s+(?:of\s+|with\s+|is\s+)?(\d{1,3})\s*(?:characters|chars)\b|(\d{1,3})[ -](?:characters?|chars?)(?:\s+long)?\s+(?:generated\s+|random\s+)?password\b|password\s+length\s+(?:of\s+|is\s+|=\s*)?(\d{1,3})\b)/g,
    read: (m) => ({
      label: 'password length',
      values: { passwordLength: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'password',
    }),
    examples: {
      reads: { 'a secret holding a generated password of 24 characters': { passwordLength: 24 } },
      leaves: ['a secret with 24 versions'],
    },
  },
  {
    re: /\b(?:excluding|exclude|without|except(?:\s+for)?|no)\s+(?:the\s+)?(?:characters?\s+)?((?:(?:["'`][^"'`\s]{1,10}["'`]|double[- ]quotes?|single[- ]quotes?|quotes?|quotation marks?|apostrophes?|backslash(?:es)?|(?:forward )?slash(?:es)?|at[- ]signs?|backticks?|spaces?)(?:\s*,\s*|\s+(?:and|or)\s+|\s*&\s*)?)+)/g,
    when: /\bpassword/,
    read: (m) => {
      const chars = excluded(m[1]);
      return chars
        ? { label: 'excluded characters', values: { excludeCharacters: chars }, family: 'password' }
        : undefined;
    },
    examples: {
      reads: { 'a random password of 32 characters, excluding quotes and backslashes': { excludeCharacters: `"'\\` } },
      leaves: ['a bucket without versioning'],
    },
  },
];
