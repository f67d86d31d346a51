import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.iam_user',
    when: (x) => x.has('aws.elasticache_cluster') || x.has('aws.elasticache_user'),
    then: 'aws.elasticache_user',
    why: 'Beside ElastiCache, a user is a cache user (Redis ACL), not an IAM user.',
    example: 'A Redis ElastiCache cluster with a user called reporting',
  },
];
