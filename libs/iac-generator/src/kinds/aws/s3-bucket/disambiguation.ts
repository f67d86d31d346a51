import { type Disambiguation } from '../../disambiguation';

// Kinds that have storage of their own, which "storage" said beside them is.
const OWN_STORAGE =
  /^aws\.(?:db_instance|rds_cluster|docdb_cluster|neptune_cluster|redshift_cluster|instance|launch_template|ebs_volume|efs_file_system|opensearch_domain|msk_cluster|elasticache_cluster|lightsail_instance|lightsail_database)$/;

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.s3_bucket',
    when: (x) =>
      /^storage$/.test(x.text.trim()) &&
      x.intent.mentions.some((m) => OWN_STORAGE.test(m.kind)) &&
      !x.intent.phrases.some((p) => /\b(?:s3|buckets?|object\s+storage)\b/i.test(p)),
    then: null,
    why: 'Storage said beside a database or a server ("storage encrypted", "100 GB gp3 storage") is its own storage, not a bucket.',
    example: 'An EC2 instance t3.small in a private subnet with 100 GB gp3 storage',
  },
];
