/**
 * Which objects an event is about, by their key: a prefix ("under the incoming/ prefix", "in the
 * uploads/ folder") or a suffix ("*.csv", "files ending in .jpg"). Read into the `path` family, which
 * a bucket's event notification takes; settings.ts `RULES` tries them before the general path rule.
 */
import { type Rule } from '../settings';

// A key prefix as people write it: words and slashes, ending in a slash ("incoming/", "raw/2024/").
const PREFIX = String.raw`([a-z0-9][a-z0-9_.=-]*(?:\/[a-z0-9_.=-]+)*\/)(?![a-z0-9_.=-])`;

export const KEY_FILTER: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:under|in|into|within|below|at|with|having|from)\s+(?:the\s+)?(?:key\s+)?(?:prefix|folder|path|directory)\s+"?\/?${PREFIX}"?|\b(?:under|in|into|within|below|at|from)\s+(?:the\s+)?"?\/?${PREFIX}"?\s*(?:key\s+)?(?:prefix|folder|path|directory)?(?![\w/])|\b(?:prefix(?:ed)?|key prefix)\s*(?:of|=|:|with)?\s+"?\/?${PREFIX}"?`,
      'g',
    ),
    read: (m) => ({ label: 'key prefix', values: { keyPrefix: m[1] ?? m[2] ?? m[3] }, family: 'path' }),
    examples: {
      reads: {
        'a lambda that runs when a new object shows up under the incoming/ prefix': { keyPrefix: 'incoming/' },
        'notify the queue for uploads in the raw/2024/ folder': { keyPrefix: 'raw/2024/' },
        'trigger on objects with prefix images/': { keyPrefix: 'images/' },
      },
      leaves: ['a bucket served at https://example.com', 'a bucket for the team'],
    },
  },
  {
    re: /(?:\*|\bending (?:in|with)\s+|\bwith (?:the )?(?:extension|suffix)\s+|\bsuffix\s+)(\.[a-z0-9]{1,8})\b/g,
    read: (m) => ({ label: 'key suffix', values: { keySuffix: m[1] }, family: 'path' }),
    examples: {
      reads: {
        'run the function for every *.csv upload': { keySuffix: '.csv' },
        'a notification for files ending in .jpg': { keySuffix: '.jpg' },
      },
      leaves: ['a website at www.example.com'],
    },
  },
];
