import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.lambda_alias',
    when: (x) => !x.has('aws.lambda_function'),
    then: null,
    why: 'An alias is a Lambda alias only beside a function.',
    example: 'A Route 53 zone with an alias',
  },
];
