import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.mskconnect_connector',
    when: (x) => !x.has('aws.msk_cluster'),
    then: null,
    why: 'A connector is MSK Connect only beside a Kafka cluster.',
    example: 'A connector Lambda function',
  },
];
