import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.mskconnect_custom_plugin',
    when: (x) => !x.has('aws.msk_cluster') && !x.has('aws.mskconnect_connector'),
    then: null,
    why: 'A plugin is an MSK Connect plugin only beside Kafka or a connector.',
    example: 'A Lambda function with a plugin',
  },
];
