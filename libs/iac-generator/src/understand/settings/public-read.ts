/**
 * Objects anyone may read without signing in, said of a bucket: "publicly readable", "public read
 * access", "readable by everyone", "anyone can download the files", "world-readable". Read into the
 * `invoker` family (who may use it unauthenticated) with the public flag, so a bucket that takes the
 * family writes read access for everyone; said in a phrase of its own, it still reaches the bucket.
 */
import { type Rule } from '../settings';

const ANYONE = String.raw`(?:any(?:one|body)|every(?:one|body)|all\s+users|allusers|the\s+(?:whole\s+)?(?:public|internet|world))(?:\s+(?:on|from|across)\s+the\s+(?:public\s+)?(?:internet|web))?`;
const READ = String.raw`(?:read|download|view|fetch|get)`;

export const PUBLIC_READ_GCP: Rule[] = [
  {
    re: new RegExp(
      String.raw`(?<!\b(?:not|never|n't|no)\s+(?:be\s+)?)\b(?:publicly[-\s]+(?:readable|downloadable|viewable|accessible)|public[-\s]+read(?:[-\s]+(?:only|access))*|world[-\s]+readable|(?:readable|downloadable|viewable)\s+by\s+${ANYONE}|${ANYONE}\s+(?:(?:may|can|could|should|must|will|is\s+allowed\s+to)\s+(?:be\s+able\s+to\s+)?)?${READ}s?(?=\s*(?:[.,;)]|$)|\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:objects?|files?|images?|assets?|contents?|data|it|them|bucket|from)\b))`,
      'g',
    ),
    when: /\bbuckets?\b|\bgcs\b|\bcloud storage\b/,
    read: () => ({ label: 'public read access', values: {}, flags: ['public'], family: 'invoker' }),
    examples: {
      reads: {
        'a gcs bucket whose objects are publicly readable': {},
        'a bucket with public read access for the brochures': {},
        'a cloud storage bucket anyone on the internet can download the files from': {},
        'a bucket of release notes readable by everyone': {},
        'a bucket of installers which anybody can download.': {},
      },
      leaves: [
        'a bucket that is not publicly readable',
        'a private bucket for backups',
        'a bucket anyone can write logs to',
      ],
    },
  },
];
