import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.db_proxy',
    when: (x) => !x.has('aws.db_instance') && !x.has('aws.rds_cluster'),
    then: null,
    why: 'An RDS proxy stands in front of a database of the request; without one it is not RDS Proxy.',
    example: 'A Lambda function behind a proxy',
  },
];
