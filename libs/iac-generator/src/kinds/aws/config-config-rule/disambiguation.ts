import { type Disambiguation } from '../../disambiguation';

/** What a word read as another kind means beside AWS Config (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.db_snapshot',
    when: (x) => x.has('aws.config_configuration_recorder') && !/\b(?:database|db|rds|aurora)\b/.test(x.phrase),
    then: null,
    why: 'Snapshots said of AWS Config are the configuration snapshots its delivery channel delivers, never a database snapshot.',
    example: 'AWS Config delivering to a new bucket, with configuration snapshots every 12 hours',
  },
];
