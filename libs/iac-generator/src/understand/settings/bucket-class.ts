/**
 * A Cloud Storage bucket's class by its own word ("change it to nearline", "a coldline bucket",
 * "archive storage class"): the `tier` family, which a bucket's writer turns into its storage class.
 * A class said with a move or a number of days after it is a move between classes
 * (settings/transition.ts), never the bucket's own class.
 */
import { type Rule } from '../settings';

export const BUCKET_CLASS_GCP: Rule[] = [
  {
    re: /(?<!\b(?:move[sd]?|moving|transition(?:s|ed)?|tier(?:s|ed)?|shift(?:s|ed)?)\b[^.;\n]{0,25})\b(nearline|coldline)\b(?:\s+(?:storage\s*)?class\b)?(?![^.;\n]{0,25}\b(?:after|older than|once)\s+\d)|\b(standard|archive)\s+storage\s*class\b(?![^.;\n]{0,25}\b(?:after|older than|once)\s+\d)/g,
    read: (m) => ({ label: 'storage class', values: { tier: (m[1] ?? m[2]).toLowerCase() }, family: 'tier' }),
    examples: {
      reads: {
        'change the dr bucket to nearline': { tier: 'nearline' },
        'a gcs bucket in the coldline storage class': { tier: 'coldline' },
        'a bucket with archive storage class': { tier: 'archive' },
      },
      leaves: ['a gcs bucket moving objects to nearline after 30 days', 'after 60 days move them to coldline'],
    },
  },
];
