import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.route53_zone',
    when: (x) => x.has('aws.acm_certificate') && /^dns$/.test(x.text) && /\bvalidat/.test(x.phrase),
    then: 'aws.acm_certificate',
    why: '"A certificate validated by DNS": the DNS is how it is validated, not a zone of its own.',
    example: 'An ACM certificate for example.com validated by DNS',
  },
];
