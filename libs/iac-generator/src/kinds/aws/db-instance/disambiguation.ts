import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.db_instance',
    when: (x) =>
      x.has('aws.rds_cluster') ||
      x.has('aws.neptune_cluster') ||
      x.has('aws.lightsail_database') ||
      x.has('aws.redshift_cluster'),
    then: null,
    why: 'A cluster (Aurora, Neptune, Redshift) or a Lightsail database is the database asked for.',
    example: 'An Aurora PostgreSQL cluster as the database',
  },
  {
    reads: 'aws.db_instance',
    when: (x) => x.has('aws.wafv2_web_acl') && /^sql$/.test(x.text),
    then: null,
    why: '"SQL injection" rules of a web ACL are what it blocks, not a database.',
    example: 'A WAF web ACL that blocks SQL injection',
  },
];
