import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.kendra_data_source',
    when: (x) => !x.has('aws.kendra_index') && !/kendra/.test(x.text),
    then: null,
    why: 'A bare "data source" means nothing without Kendra.',
    example: 'A Lambda function that reads a data source',
  },
];
