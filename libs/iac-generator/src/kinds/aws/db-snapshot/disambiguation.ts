import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.db_snapshot',
    when: (x) => !!x.mention?.attrs.schedule && x.has('aws.redshift_cluster'),
    then: 'aws.redshift_snapshot_schedule',
    why: 'A snapshot taken on a schedule of a Redshift cluster is its snapshot schedule.',
    example: 'A Redshift cluster with snapshots every 12 hours',
  },
  {
    reads: 'aws.db_snapshot',
    when: (x) => x.has('aws.redshift_snapshot_schedule'),
    then: null,
    why: "Beside a Redshift snapshot schedule, the snapshots are the schedule's.",
    example: 'A Redshift snapshot schedule and a snapshot',
  },
];
